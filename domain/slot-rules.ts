import { addDays, type CalendarDate, dateInZone, timeInZone, type WallTime } from "./agency-time";
import { type BookingPolicy, type BookingRules, DEFAULT_BOOKING_RULES } from "./booking-rules";
import { hoursOn, SLOT_MINUTES, withinHours } from "./hours-in-force";

// The booking rules of the product, evaluated in the agency's zone. The server enforces them (in SQL,
// server/booking/bookable-slots.ts, and with `slotRefusal` below to say why a slot was refused); the
// browser imports the same functions only to mirror them.

export { SLOT_MINUTES };

export interface BookingWindow {
  /** The agency zone the window's dates and times are wall-clock times in. */
  zone: string;
  today: CalendarDate;
  last: CalendarDate;
  dates: CalendarDate[];
  /**
   * A slot must start strictly after this date and wall-clock time (now + the minimum notice, in the
   * agency zone): compared as (date, time), the same way in SQL and here.
   */
  earliest: { date: CalendarDate; timeExclusive: WallTime };
  /** Today's slots must start strictly after this wall-clock time; null when none can be booked today. */
  todayEarliestExclusive: WallTime | null;
}

// The window depends only on the whole second, the zone and the rules; a busy server asks for it several
// times per request, and working it out in a zone is not cheap. The last answer is kept (frozen, shared).
let lastWindow: { key: string; window: Readonly<BookingWindow> } | undefined;

export function bookingWindow(
  now: Date,
  agencyZone: string,
  rules: Pick<BookingRules, "noticeMinutes" | "horizonDays"> = DEFAULT_BOOKING_RULES,
): BookingWindow {
  const key = `${Math.floor(now.getTime() / 1000)}|${agencyZone}|${rules.noticeMinutes}|${rules.horizonDays}`;
  if (lastWindow?.key === key) return lastWindow.window;
  const today = dateInZone(now, agencyZone);
  const dates = Array.from({ length: rules.horizonDays }, (_, index) => addDays(today, index));
  const lead = new Date(now.getTime() + rules.noticeMinutes * 60_000);
  const earliest = { date: dateInZone(lead, agencyZone), timeExclusive: timeInZone(lead, agencyZone) };
  const window = Object.freeze({
    zone: agencyZone,
    today,
    last: dates[dates.length - 1] ?? today,
    dates: Object.freeze(dates) as CalendarDate[],
    earliest: Object.freeze(earliest),
    todayEarliestExclusive: earliest.date === today ? earliest.timeExclusive : null,
  });
  lastWindow = { key, window };
  return window;
}

/** Why a rule does not let a visitor book a slot. */
export type SlotRefusal =
  | "past"
  | "horizon"
  | "notice"
  | "blocked"
  | "outside_hours"
  | "outside_date_hours"
  | "daily_cap"
  | "buffer";

/** Why a chosen time could not be taken: booked meanwhile, or not bookable (and the rule, when one forbids it). */
export type TimeRefusal = { reason: "booked" } | { reason: "not_bookable"; rule?: SlotRefusal };

export interface SlotAt {
  slotDate: CalendarDate;
  slotTime: WallTime;
}

/** Minutes on the agency's wall clock since 1970-01-01 00:00: what buffers are measured in. */
export function wallMinutes({ slotDate, slotTime }: SlotAt): number {
  const [hours = 0, minutes = 0] = slotTime.split(":").map(Number);
  return Date.parse(`${slotDate}T00:00:00Z`) / 60_000 + hours * 60 + minutes;
}

/**
 * THE rule: null when a visitor may book an available slot at `now`, otherwise the first rule that
 * forbids it. `standing` are the slots of the standing (confirmed) bookings near it, the one being
 * moved left out. The SQL form (server/booking/bookable-slots.ts) says the same, for lists and counts
 * and inside the booking and move transactions.
 */
export function slotRefusal(
  slot: SlotAt,
  {
    now,
    agencyZone,
    policy,
    standing,
  }: { now: Date; agencyZone: string; policy: BookingPolicy; standing: SlotAt[] },
): SlotRefusal | null {
  const { rules } = policy;
  const window = bookingWindow(now, agencyZone, rules);
  // Already started: before the horizon and the notice, which would refuse it in misleading words.
  if (
    slot.slotDate < window.today ||
    (slot.slotDate === window.today && slot.slotTime <= timeInZone(now, agencyZone))
  )
    return "past";
  if (slot.slotDate > window.last) return "horizon";
  const { date, timeExclusive } = window.earliest;
  if (slot.slotDate < date || (slot.slotDate === date && slot.slotTime <= timeExclusive)) return "notice";
  const hours = hoursOn(slot.slotDate, policy);
  if (hours.from === "blocked") return "blocked";
  if (!withinHours(slot.slotTime, hours.ranges))
    return hours.from === "date" ? "outside_date_hours" : "outside_hours";
  if (
    rules.dailyCap !== null &&
    standing.filter((call) => call.slotDate === slot.slotDate).length >= rules.dailyCap
  )
    return "daily_cap";
  if (callInBuffer(slot, rules, standing)) return "buffer";
  return null;
}

/**
 * The standing call whose buffers the slot's call falls in, and on which side of that call (the
 * slot starts after it: in its buffer after); undefined when the slot is clear of every call's buffers.
 */
export function callInBuffer(
  slot: SlotAt,
  rules: Pick<BookingRules, "bufferBeforeMinutes" | "bufferAfterMinutes">,
  standing: readonly SlotAt[],
): { call: SlotAt; side: "before" | "after" } | undefined {
  if (rules.bufferBeforeMinutes === 0 && rules.bufferAfterMinutes === 0) return undefined;
  const start = wallMinutes(slot);
  const end = start + SLOT_MINUTES;
  const call = standing.find((each) => {
    const callStart = wallMinutes(each);
    return (
      start < callStart + SLOT_MINUTES + rules.bufferAfterMinutes &&
      end > callStart - rules.bufferBeforeMinutes
    );
  });
  return call && { call, side: start >= wallMinutes(call) ? "after" : "before" };
}
