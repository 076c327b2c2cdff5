import { callHasStarted } from "../../domain/attendance";
import { canChangeAt, hasEnded } from "../../domain/change-notice";
import type { BookingDesk } from "./booking-desk";
import type { ManagedBooking } from "./managed-booking";

// May the customer still cancel or move this booking online? The cancel, the move and the manage page
// all ask here, with the desk's notice.

export type ChangeCheck =
  | { ok: true; booking: ManagedBooking }
  /** Nothing to change: no such booking, cancelled, or its call is over. */
  | { ok: false; reason: "no-booking" }
  /** Inside the minimum notice before the call: it stands, but only the agency can change it now. */
  | { ok: false; reason: "too-late"; booking: ManagedBooking };

export function mayChange(
  booking: ManagedBooking | undefined,
  now: Date,
  desk: Pick<BookingDesk, "mail" | "changeNoticeHours">,
): ChangeCheck {
  const zone = desk.mail.agencyZone;
  if (booking?.status !== "confirmed" || hasEnded(booking, now, zone))
    return { ok: false, reason: "no-booking" };
  if (!canChangeAt(booking, now, zone, desk.changeNoticeHours))
    return { ok: false, reason: "too-late", booking };
  return { ok: true, booking };
}

type OwnerChangeable = Pick<ManagedBooking, "status" | "slotDate" | "slotTime">;

export type OwnerChangeCheck<Booking extends OwnerChangeable = ManagedBooking> =
  | { ok: true; booking: Booking }
  | { ok: false; reason: "no-booking" | "cancelled" | "started" };

/**
 * May the owner move or cancel this booking? Any standing one whose call has not started: the notice
 * binds the customer, not the agency; a call under way or over is history (marked attended or no-show).
 * The owner's actions and the booking's admin screen ask here.
 */
export function mayOwnerChange<Booking extends OwnerChangeable>(
  booking: Booking | undefined,
  now: Date,
  desk: Pick<BookingDesk, "mail">,
): OwnerChangeCheck<Booking> {
  if (!booking) return { ok: false, reason: "no-booking" };
  if (booking.status !== "confirmed") return { ok: false, reason: "cancelled" };
  if (callHasStarted(booking.slotDate, booking.slotTime, desk.mail.agencyZone, now))
    return { ok: false, reason: "started" };
  return { ok: true, booking };
}
