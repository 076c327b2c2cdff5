import { type CalendarDate, dayOfWeek, type WallTime } from "./agency-time";
import type { DateOverride } from "./booking-rules";

// The hours a date offers, as the owner set them: the one reading of weekly hours and date overrides that
// slot generation, the visitors' rule (slot-rules.ts and its SQL form) and the admin screens share
// (docs/decisions/031-hours-are-the-truth.md).

export const SLOT_MINUTES = 60;

/** A range of open hours on the agency's wall clock: [startTime, endTime), whole hours. */
export interface HoursRange {
  startTime: WallTime;
  endTime: WallTime;
}

/** A switched-on range of a weekday's hours (0 = Sunday … 6 = Saturday). */
export interface WeeklyRange extends HoursRange {
  dayOfWeek: number;
}

/**
 * What a date offers. `date`: a date override decides (its hours, or none when it blocks the date);
 * `weekly`: the weekday's switched-on ranges.
 */
export type DateHours = { from: "blocked"; ranges: [] } | { from: "date" | "weekly"; ranges: HoursRange[] };

/** Every override covering `date`. */
export function overridesOn(date: CalendarDate, overrides: readonly DateOverride[]): DateOverride[] {
  return overrides.filter((override) => override.fromDate <= date && date <= override.toDate);
}

/** A date override replaces the weekday's hours: none when it blocks the date, its own otherwise. */
export function hoursOn(
  date: CalendarDate,
  { weekly, overrides }: { weekly: readonly WeeklyRange[]; overrides: readonly DateOverride[] },
): DateHours {
  const onDate = overridesOn(date, overrides);
  if (onDate.some((override) => override.opensAt === null)) return { from: "blocked", ranges: [] };
  if (onDate.length > 0)
    return {
      from: "date",
      ranges: onDate.map((override) => ({
        startTime: override.opensAt as WallTime,
        endTime: override.closesAt as WallTime,
      })),
    };
  const day = dayOfWeek(date);
  return { from: "weekly", ranges: weekly.filter((range) => range.dayOfWeek === day) };
}

function minutesOfDay(time: WallTime): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function wallTime(minutes: number): WallTime {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}:00`;
}

/** The latest start of a whole slot inside these hours (HH:MM:SS), or null when none fits. */
export function latestStartWithin({ startTime, endTime }: HoursRange): WallTime | null {
  const latest = minutesOfDay(endTime) - SLOT_MINUTES;
  return latest < minutesOfDay(startTime) ? null : wallTime(latest);
}

/** A slot lies within the hours when the whole call fits inside one of the ranges. */
export function withinHours(slotTime: WallTime, ranges: readonly HoursRange[]): boolean {
  return ranges.some((range) => {
    const latest = latestStartWithin(range);
    return latest !== null && slotTime >= range.startTime && slotTime <= latest;
  });
}

/** One slot start per whole hour of each range, start inclusive, end exclusive (the specification's generation). */
export function hourlyStarts(ranges: readonly HoursRange[]): WallTime[] {
  const starts = new Set<WallTime>();
  for (const range of ranges)
    for (
      let hour = Math.floor(minutesOfDay(range.startTime) / 60);
      hour * 60 < minutesOfDay(range.endTime);
      hour++
    )
      starts.add(wallTime(hour * 60));
  return [...starts].sort();
}

/** Where a slot stands against the hours in force on its date. */
export type PlaceInHours = "inside" | "outside" | "blocked";

export function placeInHours(slotTime: WallTime, hours: DateHours): PlaceInHours {
  if (hours.from === "blocked") return "blocked";
  return withinHours(slotTime, hours.ranges) ? "inside" : "outside";
}
