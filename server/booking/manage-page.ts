import type { BookingCalendar } from "../../domain/booking-calendar";
import { changeDeadline } from "../../domain/change-notice";
import type { Services } from "../services";
import { type BookingDetails, bookingDetailsOf } from "./booking-details";
import { bookingByToken, lastMoveOf } from "./managed-booking";
import { mayChange } from "./may-change";
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
  services: Pick<Services, "database" | "config" | "bookableSlots" | "booking">,
  token: string | undefined,
  params: URLSearchParams,
  now: Date,
): Promise<ManagePage | undefined> {
  const { config, booking: desk } = services;
  const check = mayChange(await bookingByToken(services.database.db, token), now, desk);
  if (!("booking" in check)) return undefined;
  const { booking } = check;
  const zone = desk.mail.agencyZone;
  const noticeHours = desk.changeNoticeHours;
  const canChange = check.ok;
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
