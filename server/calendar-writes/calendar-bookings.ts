import { and, eq, gte, type SQL } from "drizzle-orm";
import type { BookingStatus } from "../../domain/booking-status";
import type { BookingPlaceColumns } from "../../domain/meeting-place";
import { type BookingDetails, bookingDetailsColumns } from "../booking/booking-details";
import type { Database } from "../db/connection";
import { bookings, timeSlots } from "../db/schema";

/** A booking as the owner's calendar shows it: its time, who booked, what they answered. */
export interface CalendarBooking extends BookingDetails, Omit<BookingPlaceColumns, "customerPhone"> {
  id: string;
  status: BookingStatus;
  /** Raised by every change (the invitation's SEQUENCE), so calendars keep the newest. */
  sequence: number;
  leadAnswers: Record<string, string> | null;
  bookedAt: Date;
}

const columns = {
  id: bookings.id,
  status: bookings.status,
  sequence: bookings.sequence,
  leadAnswers: bookings.leadAnswers,
  bookedAt: bookings.createdAt,
  placeKind: bookings.placeKind,
  placeDetail: bookings.placeDetail,
  ...bookingDetailsColumns,
};

function calendarBookings(db: Database, where: SQL | undefined): Promise<CalendarBooking[]> {
  return db
    .select(columns)
    .from(bookings)
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
    .where(where)
    .orderBy(timeSlots.slotDate, timeSlots.slotTime);
}

export async function calendarBookingById(db: Database, id: string): Promise<CalendarBooking | undefined> {
  const [booking] = await calendarBookings(db, eq(bookings.id, id));
  return booking;
}

/** The standing (not cancelled) bookings whose day is `since` or later, soonest first. */
export function standingBookingsSince(db: Database, since: string): Promise<CalendarBooking[]> {
  return calendarBookings(db, and(eq(bookings.status, "confirmed"), gte(timeSlots.slotDate, since)));
}
