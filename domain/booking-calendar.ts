import type { CalendarDate } from "./agency-time";

/**
 * Where the booking page, once running in the browser, reads its calendar again (another date, a
 * change announced over Server-Sent Events, a refused booking): JSON, without rendering a page.
 */
export const bookingCalendarPath = "/api/booking-calendar";

/** What the booking page shows: the window's days with their counts and the chosen date's slots. */
export interface BookingCalendar {
  agency: { zone: string; name: string };
  today: CalendarDate;
  days: { date: CalendarDate; count: number }[];
  /** The date asked for when it is in the booking window, else null. */
  date: CalendarDate | null;
  slots: { id: string; time: string }[];
}
