import { bookings, timeSlots } from "../db/schema";

/** A booking's time and what its booker typed: what the manage page shows and the CSV lists first. */
export interface BookingDetails {
  slotDate: string;
  slotTime: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  notes: string | null;
}

/** The columns of `BookingDetails`, for a select over bookings joined to their slots. */
export const bookingDetailsColumns = {
  slotDate: timeSlots.slotDate,
  slotTime: timeSlots.slotTime,
  customerName: bookings.customerName,
  customerEmail: bookings.customerEmail,
  customerPhone: bookings.customerPhone,
  notes: bookings.notes,
} satisfies Record<keyof BookingDetails, unknown>;

/** Only the details of a row that holds more (its id, its status, its token's hash…). */
export function bookingDetailsOf(row: BookingDetails): BookingDetails {
  const keys = Object.keys(bookingDetailsColumns) as (keyof BookingDetails)[];
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as unknown as BookingDetails;
}
