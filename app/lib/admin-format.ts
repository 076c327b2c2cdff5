import {
  type CalendarDate,
  dateInZone,
  hoursAndMinutes,
  timeInZone,
  zoneAbbreviation,
} from "@domain/agency-time";
import { format, parseISO } from "date-fns";

// Calendar dates are zone-free 'yyyy-MM-dd'; parsing and formatting both in the local zone keeps the day.

/** 'March 5, 2025'. */
export function longDate(date: CalendarDate): string {
  return format(parseISO(date), "MMMM d, yyyy");
}

/** 'Wed 5'. */
export function shortDay(date: CalendarDate): string {
  return format(parseISO(date), "EEE d");
}

/** The local Date of a calendar date, for date pickers. */
export function toPickerDate(date: CalendarDate): Date {
  return parseISO(date);
}

/** The calendar date a date picker chose. */
export function fromPickerDate(date: Date): CalendarDate {
  return format(date, "yyyy-MM-dd");
}

/** 'March 5, 2030 at 10:12 CST': a moment as the agency's clocks showed it. */
export function momentIn(instant: Date | string, zone: string): string {
  const at = new Date(instant);
  return `${longDate(dateInZone(at, zone))} at ${hoursAndMinutes(timeInZone(at, zone))} ${zoneAbbreviation(zone, at)}`;
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
    return `Cancelled by ${booking.cancelledBy === "owner" ? "the agency" : "the customer"} on ${momentIn(booking.cancelledAt, zone)}`;
  if (booking.movedAt)
    return `Rescheduled by ${booking.movedBy === "owner" ? "the agency" : "the customer"} on ${momentIn(booking.movedAt, zone)}`;
  return undefined;
}
