import {
  addDays,
  type CalendarDate,
  dateInZone,
  timeInZone,
  type WallTime,
  wallClockToInstant,
} from "./agency-time";

// The booking rules of the product, evaluated in the agency's zone. The server enforces them; the
// browser imports the same functions only to mirror them.

export const BOOKING_WINDOW_DAYS = 7;
export const SAME_DAY_LEAD_MINUTES = 60;
export const SLOT_MINUTES = 60;

export interface BookingWindow {
  today: CalendarDate;
  last: CalendarDate;
  dates: CalendarDate[];
  /** Today's slots must start strictly after this wall-clock time; null when none can be booked today. */
  todayEarliestExclusive: WallTime | null;
}

// The window depends only on the whole second and the zone; a busy server asks for it several times
// per request, and working it out in a zone is not cheap. The last answer is kept (frozen, shared).
let lastWindow: { second: number; zone: string; window: Readonly<BookingWindow> } | undefined;

export function bookingWindow(now: Date, agencyZone: string): BookingWindow {
  const second = Math.floor(now.getTime() / 1000);
  if (lastWindow?.second === second && lastWindow.zone === agencyZone) return lastWindow.window;
  const today = dateInZone(now, agencyZone);
  const dates = Array.from({ length: BOOKING_WINDOW_DAYS }, (_, index) => addDays(today, index));
  const lead = new Date(now.getTime() + SAME_DAY_LEAD_MINUTES * 60_000);
  const todayEarliestExclusive = dateInZone(lead, agencyZone) === today ? timeInZone(lead, agencyZone) : null;
  const window = Object.freeze({
    today,
    last: dates[dates.length - 1] ?? today,
    dates: Object.freeze(dates) as CalendarDate[],
    todayEarliestExclusive,
  });
  lastWindow = { second, zone: agencyZone, window };
  return window;
}

/** True when a slot at this date and time may be booked at `now` (status aside). */
export function isWithinBookingWindow(
  slot: { slotDate: CalendarDate; slotTime: WallTime },
  now: Date,
  agencyZone: string,
): boolean {
  const window = bookingWindow(now, agencyZone);
  if (!window.dates.includes(slot.slotDate)) return false;
  if (slot.slotDate !== window.today) return true;
  const start = wallClockToInstant(slot.slotDate, slot.slotTime, agencyZone);
  return start.getTime() > now.getTime() + SAME_DAY_LEAD_MINUTES * 60_000;
}
