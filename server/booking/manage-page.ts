import type { BookingCalendar } from "../../domain/booking-calendar";
import { canChangeAt, changeDeadline, hasEnded } from "../../domain/change-notice";
import type { Services } from "../services";
import { type BookingDetails, bookingDetailsOf } from "./booking-details";
import { bookingByToken, lastMoveOf } from "./managed-booking";
import { readBookingCalendar } from "./read-booking-calendar";

// What the manage page shows: the booking the token opens, and only what its booker typed. An
// unknown, malformed, cancelled or finished booking's token all give one and the same answer
// (undefined), so the page tells nobody which tokens exist.

export interface ManagePage {
  booking: BookingDetails & {
    slotId: string;
    /** Where it was before the customer last moved it. */
    movedFrom: { slotDate: string; slotTime: string } | null;
  };
  agency: { zone: string; name: string; contactEmail?: string; contactPhone?: string };
  /** Cancelling and moving are open until this moment (ISO), the minimum notice before the call. */
  changeUntil: string;
  canChange: boolean;
  noticeHours: number;
  /** The bookable days and the chosen date's times, for choosing a new time (only while it can change). */
  calendar: BookingCalendar | null;
}

export async function readManagePage(
  services: Pick<Services, "database" | "config" | "bookableSlots">,
  token: string | undefined,
  params: URLSearchParams,
  now: Date,
): Promise<ManagePage | undefined> {
  const { config } = services;
  const zone = config.agencyTimeZone;
  const booking = await bookingByToken(services.database.db, token);
  if (booking?.status !== "confirmed" || hasEnded(booking, now, zone)) return undefined;
  const noticeHours = config.booking.changeNoticeHours;
  const canChange = canChangeAt(booking, now, zone, noticeHours);
  const [move, calendar] = await Promise.all([
    lastMoveOf(services.database.db, booking.id),
    canChange ? readBookingCalendar(services, params, now) : null,
  ]);
  return {
    booking: {
      slotId: booking.slotId,
      ...bookingDetailsOf(booking),
      movedFrom: move ? { slotDate: move.slotDate, slotTime: move.slotTime } : null,
    },
    agency: {
      zone,
      name: config.agencyName,
      contactEmail: config.contact.email,
      contactPhone: config.contact.phone,
    },
    changeUntil: changeDeadline(booking, zone, noticeHours).toISOString(),
    canChange,
    noticeHours,
    calendar: calendar && { ...calendar, slots: calendar.slots.filter((slot) => slot.id !== booking.slotId) },
  };
}
