import { format, parseISO } from "date-fns";
import type { CalendarDate } from "./agency-time";

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
