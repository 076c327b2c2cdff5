import type { CalendarDate } from "./agency-time";

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
