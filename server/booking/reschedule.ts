import { and, eq, sql } from "drizzle-orm";
import type { Mover } from "../../domain/booking-status";
import { placeOfBooking } from "../../domain/meeting-place";
import type { TimeRefusal } from "../../domain/slot-rules";
import { isKnownZone } from "../../domain/viewing-zones";
import { queueCalendarWrite } from "../calendar-writes/queue";
import type { Database } from "../db/connection";
import { bookingMoves, bookings, timeSlots } from "../db/schema";
import { bookingAdminUrl } from "../mail/booking-emails";
import { REMINDER_KIND, reminderEmails, rescheduleEmails } from "../mail/lifecycle-emails";
import { queueEmails, withdrawPendingEmails } from "../mail/outbox";
import { ownerRecipients } from "../mail/owner-notices";
import { queueBookingEvent } from "../webhooks/queue-events";
import { isUniqueViolationOf, STANDING_BOOKING_INDEX } from "./book-slot";
import type { BookingDesk } from "./booking-desk";
import { claimSlot } from "./claim-slot";
import { manageUrl } from "./manage-token";
import { bookingByToken, type ManagedBooking } from "./managed-booking";
import { mayChange } from "./may-change";

// Moving a booking is one transaction: the new slot is claimed as a booking claims it (claim-slot.ts),
// the old one freed, and the booking row pointed at the new slot (same id, same links, SEQUENCE
// raised). Whoever loses a race for the new slot keeps the booking they had. The customer moves it
// here, by the token of its page; the owner by its id (owner-move.ts), through the same steps.

/** How a move that was allowed went. */
export type MoveOutcome =
  | { ok: true; from: { slotDate: string }; to: { slotDate: string; slotTime: string } }
  /** The form showed the booking at another slot (a change since), or chose the slot it is at. */
  | { ok: false; reason: "changed" | "same-slot" }
  /** The new time could not be taken; the booking stays where it was. */
  | { ok: false; reason: "slot-refused"; refusal: TimeRefusal };

export type RescheduleResult = MoveOutcome | { ok: false; reason: "no-booking" | "too-late" };

export type RescheduleDesk = Pick<
  BookingDesk,
  "db" | "mail" | "changeNoticeHours" | "reminderHours" | "onChanged" | "busyTimesFresh"
>;

export interface Rescheduling {
  token: string;
  /** The slot the page showed the booking at: a form from before another change is refused. */
  fromSlotId: string;
  toSlotId: string;
  now: Date;
  linkBase: string;
  /**
   * The zone the page showed the new time in, when the booker chose one there: it becomes the zone
   * their e-mails use. Absent or not a real zone: the booking keeps the one it has.
   */
  bookerZone?: string | null;
}

/** A move of a booking found, locked and allowed to change, in the caller's transaction. */
export interface MoveOrder {
  booking: ManagedBooking;
  fromSlotId: string;
  toSlotId: string;
  now: Date;
  by: Mover;
  /** The booking's page, for the e-mails that tell the customer. */
  manageUrl: string;
  /** Where the e-mails' links point (PUBLIC_URL, or the origin of the request). */
  linkBase: string;
  /** The zone the booker chose on their page, if any (Rescheduling.bookerZone). */
  bookerZone?: string | null;
}

export async function moveAllowedBooking(
  tx: Database,
  desk: RescheduleDesk,
  order: MoveOrder,
): Promise<MoveOutcome> {
  const { booking, now } = order;
  if (booking.slotId !== order.fromSlotId) return { ok: false, reason: "changed" };
  if (order.toSlotId === booking.slotId) return { ok: false, reason: "same-slot" };

  const claim = await claimSlot(tx, order.toSlotId, {
    now,
    agencyZone: desk.mail.agencyZone,
    movingBookingId: booking.id,
  });
  if (!claim.ok) return { ok: false, reason: "slot-refused", refusal: claim.refusal };
  const taken = claim.slot;
  const bookerZone = isKnownZone(order.bookerZone) ? order.bookerZone : booking.bookerZone;
  await tx
    .update(timeSlots)
    .set({ status: "available", updatedAt: sql`now()` })
    .where(and(eq(timeSlots.id, booking.slotId), eq(timeSlots.status, "booked")));
  const [moved] = await tx
    .update(bookings)
    .set({ timeSlotId: taken.id, sequence: sql`${bookings.sequence} + 1`, bookerZone })
    .where(eq(bookings.id, booking.id))
    .returning({ sequence: bookings.sequence });
  await tx.insert(bookingMoves).values({
    bookingId: booking.id,
    fromSlotId: booking.slotId,
    toSlotId: taken.id,
    movedAt: now,
    movedBy: order.by,
  });

  const call = {
    bookingId: booking.id,
    adminUrl: bookingAdminUrl(order.linkBase, booking.id),
    slotDate: taken.slotDate,
    slotTime: taken.slotTime,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone ?? undefined,
    bookerZone,
    place: placeOfBooking(booking),
  };
  const told = {
    call,
    previous: { slotDate: booking.slotDate, slotTime: booking.slotTime },
    sequence: moved?.sequence ?? booking.sequence + 1,
    at: now,
    manageUrl: order.manageUrl,
    by: order.by,
  };
  await withdrawPendingEmails(tx, booking.id, REMINDER_KIND);
  await queueEmails(
    tx,
    [
      ...rescheduleEmails(told, desk.mail, await ownerRecipients(tx, desk.mail)),
      ...reminderEmails(call, desk.mail, { now, hours: desk.reminderHours, manageUrl: order.manageUrl }),
    ],
    booking.id,
  );
  await queueCalendarWrite(tx, booking.id);
  await queueBookingEvent(tx, "booking.rescheduled", booking.id, {
    agencyZone: desk.mail.agencyZone,
    at: now,
    previous: { slotDate: booking.slotDate, slotTime: booking.slotTime },
  });
  return {
    ok: true,
    from: { slotDate: booking.slotDate },
    to: { slotDate: taken.slotDate, slotTime: taken.slotTime },
  };
}

/** Runs a move in one transaction, then tells those watching the dates whose slots changed. */
export async function moveInTransaction<Refusal extends { ok: false }>(
  desk: RescheduleDesk,
  move: (tx: Database) => Promise<MoveOutcome | Refusal>,
): Promise<MoveOutcome | Refusal> {
  let result: MoveOutcome | Refusal;
  await desk.busyTimesFresh?.();
  try {
    // A refusal returns before anything was written: the lock on the booking is all it took.
    result = await desk.db.transaction(move);
  } catch (error) {
    // Another standing booking of the new slot: the partial unique index had the last word.
    if (isUniqueViolationOf(error, STANDING_BOOKING_INDEX))
      return { ok: false, reason: "slot-refused", refusal: { reason: "booked" } };
    throw error;
  }
  if (result.ok) desk.onChanged([...new Set([result.from.slotDate, result.to.slotDate])]);
  return result;
}

/** The customer moves the booking from its page, until the minimum notice before the call. */
export function rescheduleBooking(desk: RescheduleDesk, change: Rescheduling): Promise<RescheduleResult> {
  return moveInTransaction(desk, async (tx) => {
    const check = mayChange(await bookingByToken(tx, change.token, { lock: true }), change.now, desk);
    if (!check.ok) return { ok: false as const, reason: check.reason };
    return moveAllowedBooking(tx, desk, {
      booking: check.booking,
      fromSlotId: change.fromSlotId,
      toSlotId: change.toSlotId,
      now: change.now,
      by: "customer",
      manageUrl: manageUrl(change.linkBase, change.token),
      linkBase: change.linkBase,
      bookerZone: change.bookerZone,
    });
  });
}
