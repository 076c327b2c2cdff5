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
