import { readableDate, readableMoment } from "@domain/admin-dates";
import type { CalendarDate } from "@domain/agency-time";
import { format, parseISO } from "date-fns";

// Calendar dates are zone-free 'yyyy-MM-dd'; parsing and formatting both in the local zone keeps the day.
// Dates in sentences and headings read as every admin screen writes them (domain/admin-dates.ts).

// The time slots screen's names for them.
/** 'Tue 5 Mar 2030'. */
export const longDate = readableDate;
/** 'Tue 5 Mar 2030, 10:12 CST': a moment as the agency's clocks showed it. */
export const momentIn = readableMoment;

/** 'Wed 5'. */
export function shortDay(date: CalendarDate): string {
  return weekdayAndDay(date).join(" ");
}

/** ['Wed', '5']: a day's two parts, for a label of two lines. */
export function weekdayAndDay(date: CalendarDate): [string, string] {
  const day = parseISO(date);
  return [format(day, "EEE"), format(day, "d")];
}

/** The local Date of a calendar date, for date pickers. */
export function toPickerDate(date: CalendarDate): Date {
  return parseISO(date);
}

/** The calendar date a date picker chose. */
export function fromPickerDate(date: Date): CalendarDate {
  return format(date, "yyyy-MM-dd");
}

/** What became of a booking, in words: who cancelled or moved it, and when. */
export function lifecycleText(
  booking: {
    status: "confirmed" | "cancelled";
    cancelledAt: Date | string | null;
    cancelledBy: "customer" | "owner" | null;
    movedAt: Date | string | null;
    movedBy: "customer" | "owner" | null;
  },
  zone: string,
): string | undefined {
  if (booking.status === "cancelled" && booking.cancelledAt)
    return `Cancelled by ${booking.cancelledBy === "owner" ? "the agency" : "the customer"} on ${readableMoment(booking.cancelledAt, zone)}`;
  if (booking.movedAt)
    return `Rescheduled by ${booking.movedBy === "owner" ? "the agency" : "the customer"} on ${readableMoment(booking.movedAt, zone)}`;
  return undefined;
}
