import type { BookingDesk } from "./booking-desk";
import { manageUrl } from "./manage-token";
import { bookingById } from "./managed-booking";
import { mayOwnerChange } from "./may-change";
import { keepReissuedToken, reissuedToken } from "./reissued-link";
import { type MoveOutcome, moveAllowedBooking, moveInTransaction, type RescheduleDesk } from "./reschedule";

// The owner moves a booking from the bookings list: any standing booking whose call has not started,
// to any time a visitor could book, through the same steps as the customer's move (reschedule.ts). The
// customer is told by the same e-mail with the updated invitation; its link is the booking's second
// one (reissued-link.ts), since the owner never holds the first.

export type OwnerMoveResult = MoveOutcome | { ok: false; reason: "no-booking" | "cancelled" | "started" };

export interface OwnerMove {
  bookingId: string;
  /** The slot the owner's screen showed the booking at: a form from before another change is refused. */
  fromSlotId: string;
  toSlotId: string;
  now: Date;
  linkBase: string;
}

export function moveByOwner(
  desk: RescheduleDesk & Pick<BookingDesk, "clientSecret">,
  change: OwnerMove,
): Promise<OwnerMoveResult> {
  return moveInTransaction(desk, async (tx) => {
    const check = mayOwnerChange(await bookingById(tx, change.bookingId, { lock: true }), change.now, desk);
    if (!check.ok) return { ok: false as const, reason: check.reason };
    const token = reissuedToken(desk.clientSecret, check.booking.id);
    const moved = await moveAllowedBooking(tx, desk, {
      booking: check.booking,
      fromSlotId: change.fromSlotId,
      toSlotId: change.toSlotId,
      now: change.now,
      by: "owner",
      manageUrl: manageUrl(change.linkBase, token),
      linkBase: change.linkBase,
    });
    // Only a move the customer is told of needs the link to open the booking.
    if (moved.ok) await keepReissuedToken(tx, check.booking.id, token);
    return moved;
  });
}
