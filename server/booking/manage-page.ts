import type { BookingCalendar } from "../../domain/booking-calendar";
import type { Canceller } from "../../domain/booking-status";
import { changeDeadline, hasEnded } from "../../domain/change-notice";
import { type BookingPlace, placeOfBooking } from "../../domain/meeting-place";
import type { Services } from "../services";
import { type BookingDetails, bookingDetailsOf } from "./booking-details";
import { bookingByToken, lastMoveOf } from "./managed-booking";
import { mayChange } from "./may-change";
import { readBookingCalendar } from "./read-booking-calendar";

// What the manage page shows for the booking its token opens. A standing call: the booking, what its
// booker typed, and the ways to change it. A cancelled or finished one: only its time and what became
// of it, nothing its booker typed (docs/decisions/032-the-bookers-time.md). An unknown or malformed
// token gives one and the same answer (undefined), so the page tells nobody which tokens exist.

/** A booking or move this recent is news: its page says it was just made and its e-mail just sent. */
const NEWS_MINUTES = 15;

interface ManagePageAgency {
  zone: string;
  name: string;
  contactEmail?: string;
  contactPhone?: string;
  /** Whether a reply to the confirmation reaches the agency (server/config.ts). */
  viaReply: boolean;
}

export interface StandingCallPage {
  state: "standing";
  booking: BookingDetails & {
    slotId: string;
    /** The zone the booker saw the times in: the page shows them in it unless the URL names another. */
    bookerZone: string | null;
    /** Where it was before its last move, if it moved. */
    movedFrom: { slotDate: string; slotTime: string } | null;
    /** Booked, or last moved, less than NEWS_MINUTES ago. */
    justChanged: boolean;
    /** Where the call happens: only the booking's holder sees it (a Jitsi room is its secret). */
    place: BookingPlace | null;
  };
  agency: ManagePageAgency;
  /** Cancelling and moving are open until this moment (ISO), the minimum notice before the call. */
  changeUntil: string;
  canChange: boolean;
  noticeHours: number;
  /** The bookable days and the chosen date's times, for choosing a new time (only while it can change). */
  calendar: BookingCalendar | null;
}

export interface EndedCallPage {
  state: "cancelled" | "over";
  call: {
    slotDate: string;
    slotTime: string;
    bookerZone: string | null;
    cancelledBy: Canceller | null;
    /** The agency's reason when the agency cancelled (its e-mail says it too); never the booker's words. */
    agencyReason: string | null;
  };
  agency: ManagePageAgency;
}

export type ManagePage = StandingCallPage | EndedCallPage;

export async function readManagePage(
  services: Pick<Services, "database" | "config" | "bookableSlots" | "booking">,
  token: string | undefined,
  params: URLSearchParams,
  now: Date,
): Promise<ManagePage | undefined> {
  const { config, booking: desk } = services;
  const booking = await bookingByToken(services.database.db, token);
  if (!booking) return undefined;
  const zone = desk.mail.agencyZone;
  const agency = {
    zone,
    name: config.agencyName,
    contactEmail: config.contact.email,
    contactPhone: config.contact.phone,
    viaReply: config.contact.viaReply,
  };
  const cancelled = booking.status === "cancelled";
  if (cancelled || hasEnded(booking, now, zone)) {
    const { slotDate, slotTime, bookerZone, cancelledBy } = booking;
    const agencyReason = cancelled && cancelledBy === "owner" ? booking.cancelReason || null : null;
    return {
      state: cancelled ? "cancelled" : "over",
      call: { slotDate, slotTime, bookerZone, cancelledBy, agencyReason },
      agency,
    };
  }
  const noticeHours = desk.changeNoticeHours;
  const canChange = mayChange(booking, now, desk).ok;
  const [move, calendar] = await Promise.all([
    lastMoveOf(services.database.db, booking.id),
    canChange ? readBookingCalendar(services, params, now) : null,
  ]);
  const changedAt = move?.movedAt ?? booking.bookedAt;
  return {
    state: "standing",
    booking: {
      slotId: booking.slotId,
      ...bookingDetailsOf(booking),
      bookerZone: booking.bookerZone,
      movedFrom: move ? { slotDate: move.slotDate, slotTime: move.slotTime } : null,
      justChanged: now.getTime() - changedAt.getTime() < NEWS_MINUTES * 60_000,
      place: placeOfBooking(booking),
    },
    agency,
    changeUntil: changeDeadline(booking, zone, noticeHours).toISOString(),
    canChange,
    noticeHours,
    calendar: calendar && { ...calendar, slots: calendar.slots.filter((slot) => slot.id !== booking.slotId) },
  };
}
