import type { WeeklyHours } from "../../domain/admin-views";
import { type CalendarDate, hoursAndMinutes, type WallTime } from "../../domain/agency-time";
import type { BookingRules, DateOverride } from "../../domain/booking-rules";
import { noticeText } from "../../domain/change-notice";
import { longDate } from "../../domain/slot-display";
import { SLOT_MINUTES } from "../../domain/slot-rules";

/** The owner's rules as they stand when a conversation turn is answered (read-owner-rules.ts). */
export interface OwnerRules {
  rules: BookingRules;
  weeklyHours: WeeklyHours[];
  /** Blocked dates and dates with their own hours, those inside the horizon only. */
  overrides: DateOverride[];
}

// Monday first, as the agency's week runs; day_of_week counts 0 = Sunday.
const weekdays = [1, 2, 3, 4, 5, 6, 0].map((day) => ({
  day,
  name: new Date(Date.UTC(2024, 0, 7 + day)).toLocaleDateString("en-US", {
    timeZone: "UTC",
    weekday: "long",
  }),
}));

/** 'Saturday', 'Saturday or Sunday', 'Monday, Wednesday or Sunday' */
const eitherOf = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : (names[0] ?? "");
const minutesText = (minutes: number) => noticeText(minutes / 60);
const span = (from: WallTime, to: WallTime) => `${hoursAndMinutes(from)}–${hoursAndMinutes(to)}`;
const dates = (from: CalendarDate, to: CalendarDate) =>
  from === to ? longDate(from) : `${longDate(from)} to ${longDate(to)}`;

function horizonLine({ horizonDays }: BookingRules) {
  return horizonDays === 1
    ? "Calls can be booked for today only."
    : `Calls can be booked for today and the next ${horizonDays - 1} day${horizonDays === 2 ? "" : "s"}; nothing further ahead.`;
}

function noticeLine({ noticeMinutes }: BookingRules) {
  return noticeMinutes === 0
    ? "A call can be booked until it starts."
    : `A call must start more than ${minutesText(noticeMinutes)} after it is booked.`;
}

function bufferLine({ bufferBeforeMinutes: before, bufferAfterMinutes: after }: BookingRules) {
  if (before === 0 && after === 0) return undefined;
  const kept = [
    before > 0 ? `${minutesText(before)} before` : "",
    after > 0 ? `${minutesText(after)} after` : "",
  ].filter(Boolean);
  return `The agency keeps ${kept.join(" and ")} each booked call free, so times right next to a booked call are not offered.`;
}

function hoursLine(weeklyHours: WeeklyHours[], agencyZone: string) {
  const open = weekdays.flatMap(({ day, name }) => {
    const ranges = weeklyHours.filter((row) => row.dayOfWeek === day && row.isEnabled);
    return ranges.length > 0
      ? [`${name} ${ranges.map((range) => span(range.startTime, range.endTime)).join(" and ")}`]
      : [];
  });
  if (open.length === 0)
    return "No weekly hours are set at the moment, so no call can be booked: suggest the contact details.";
  const closed = weekdays.filter(({ name }) => !open.some((line) => line.startsWith(`${name} `)));
  return `Weekly hours, in the agency's time zone (${agencyZone}): ${open.join(", ")}${closed.length > 0 ? `; no calls on ${eitherOf(closed.map(({ name }) => name))}` : ""}.`;
}

function overrideLines(overrides: DateOverride[]) {
  return overrides.map((override) =>
    override.opensAt && override.closesAt
      ? `On ${dates(override.fromDate, override.toDate)} the hours are ${span(override.opensAt, override.closesAt)} instead.`
      : `No calls on ${dates(override.fromDate, override.toDate)}.`,
  );
}

/** The booking page's rules in the owner's current settings, one sentence each, for the assistant. */
export function bookingRulesText(
  { rules, weeklyHours, overrides }: OwnerRules,
  agencyZone: string,
): string[] {
  return [
    `Calls last ${SLOT_MINUTES} minutes and are free.`,
    horizonLine(rules),
    noticeLine(rules),
    bufferLine(rules),
    rules.dailyCap === null
      ? undefined
      : `At most ${rules.dailyCap} call${rules.dailyCap === 1 ? " is" : "s are"} taken on one day.`,
    hoursLine(weeklyHours, agencyZone),
    ...overrideLines(overrides),
  ].filter((line): line is string => line !== undefined);
}
