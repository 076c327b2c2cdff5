import type { CalendarDate } from "./agency-time";
import { fullDate } from "./slot-display";

// The booking page keeps its state in the URL, so reload, back and a shared link all work:
// ?date=yyyy-MM-dd&slot=<slot id>&tz=<viewing zone>.

export const bookingParams = { date: "date", slot: "slot", zone: "tz" } as const;

/** A real calendar date written yyyy-MM-dd. */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The chosen date when it is one of the window's dates. */
export function chosenDate(params: URLSearchParams, windowDates: CalendarDate[]): CalendarDate | null {
  const date = params.get(bookingParams.date);
  return isCalendarDate(date) && windowDates.includes(date) ? date : null;
}

/**
 * Why the URL asks for a date the window does not offer (a stale shared link, a typo), in the visitor's
 * words; null when it offers it or none is asked.
 */
export function refusedDateMessage(asked: string | null, windowDates: CalendarDate[]): string | null {
  if (!asked || windowDates.includes(asked)) return null;
  if (!isCalendarDate(asked)) return "The date in this link is not a valid date.";
  const first = windowDates[0];
  return first && asked < first
    ? `The date in this link, ${fullDate(asked)}, has passed and can no longer be booked.`
    : `The date in this link, ${fullDate(asked)}, is further ahead than calls can be booked.`;
}
