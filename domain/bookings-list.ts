import type { CalendarDate } from "./agency-time";
import type { Attendance, BookingStatus, Canceller, Mover } from "./booking-status";
import type { LeadRecord } from "./lead-record";
import type { BookingPlace } from "./meeting-place";

// The owner's bookings list (/admin/bookings) and a booking's own screen (/admin/bookings/:id): their
// filters, as the URL carries them, and what the server's reads return (server/admin/bookings-list.ts,
// booking-record.ts). No zod here: the screens load this file; the schema is bookings-list-schema.ts.

/** A booking's own screen in the admin area. */
export function bookingScreenPath(bookingId: string) {
  return `/admin/bookings/${bookingId}`;
}

/** What became of a booking, as the owner filters by it: standing, cancelled, or marked after the call. */
export const bookingStates = ["confirmed", "cancelled", "attended", "no_show"] as const;
export type BookingState = (typeof bookingStates)[number];

export const bookingStateWords: Record<BookingState, string> = {
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  attended: "Attended",
  no_show: "No-show",
};

export function bookingStateOf(booking: {
  status: BookingStatus;
  attendance: Attendance | null;
}): BookingState {
  if (booking.status === "cancelled") return "cancelled";
  return booking.attendance ?? "confirmed";
}

/** Calls still to come (or under way), soonest first; or those that are over, latest first. */
export const bookingPeriods = ["upcoming", "past"] as const;
export type BookingPeriod = (typeof bookingPeriods)[number];

/** The list's search parameters, so a filtered page survives a reload and the back button. */
export const listParams = {
  period: "when",
  search: "q",
  state: "status",
  source: "source",
  page: "page",
} as const;

export const BOOKINGS_PAGE_SIZE = 25;
export const BOOKINGS_SEARCH_MAX = 100;

export interface BookingsFilters {
  period: BookingPeriod;
  /** Part of a name or an e-mail address; "" for none. */
  search: string;
  state?: BookingState;
  /** A source as the dashboard names it (domain/visit-source.ts's sourceName). */
  source?: string;
  page: number;
}

export interface BookingsListRow {
  id: string;
  customerName: string;
  customerEmail: string;
  slotDate: CalendarDate;
  slotTime: string;
  state: BookingState;
  source: string;
}

export interface BookingsList {
  rows: BookingsListRow[];
  /** Bookings matching the filters, on every page. */
  total: number;
  /** Of them, the cancelled ones. */
  cancelled: number;
  pages: number;
  /** Every source on record, for the filter's choices. */
  sources: string[];
}

/** One move of a booking, for its history. */
export interface BookingMoveEntry {
  movedAt: Date;
  by: Mover;
  from: { slotDate: CalendarDate; slotTime: string };
  to: { slotDate: CalendarDate; slotTime: string };
}

/** A booking as its own admin screen shows it. */
export interface BookingRecord extends LeadRecord {
  id: string;
  slotId: string;
  slotDate: CalendarDate;
  slotTime: string;
  status: BookingStatus;
  attendance: Attendance | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  notes: string | null;
  createdAt: Date;
  cancelledAt: Date | null;
  cancelledBy: Canceller | null;
  cancelReason: string | null;
  /** Where the call happens (domain/meeting-place.ts); null when booked before calls had a place. */
  place: BookingPlace | null;
  /** Oldest first. */
  moves: BookingMoveEntry[];
}
