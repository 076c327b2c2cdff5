import { and, eq, sql } from "drizzle-orm";
import type { Canceller } from "../../domain/booking-status";
import { placeOfBooking } from "../../domain/meeting-place";
import { queueCalendarWrite } from "../calendar-writes/queue";
import type { Database } from "../db/connection";
import { bookings, timeSlots } from "../db/schema";
import { bookingAdminUrl } from "../mail/booking-emails";
import { cancellationEmails, REMINDER_KIND } from "../mail/lifecycle-emails";
import { queueEmails, withdrawPendingEmails } from "../mail/outbox";
import { ownerRecipients } from "../mail/owner-notices";
import { queueBookingEvent } from "../webhooks/queue-events";
import type { BookingDesk } from "./booking-desk";
import { bookingById, bookingByToken, type ManagedBooking, standingBookingOfSlot } from "./managed-booking";
import { mayChange, mayOwnerChange } from "./may-change";

// Cancelling keeps the booking (status cancelled, who, when, why) and frees its slot, in one
// transaction with the e-mails that tell the customer and the agency, and the withdrawal of its
// reminders. The slot's trigger announces the freed time to every browser watching its date.

export type CancelResult =
  | { ok: true; booking: ManagedBooking }
  | { ok: false; reason: "no-booking" | "too-late" };

type CancelDesk = Pick<BookingDesk, "db" | "mail" | "changeNoticeHours" | "onChanged">;

interface Cancelling {
  by: Canceller;
  reason?: string;
  now: Date;
  /** PUBLIC_URL, or the origin of the page the cancel came from: the e-mail's "book again" link. */
  linkBase: string;
}

async function cancelStanding(tx: Database, desk: CancelDesk, booking: ManagedBooking, change: Cancelling) {
  const [updated] = await tx
    .update(bookings)
    .set({
      status: "cancelled",
      cancelledAt: change.now,
      cancelledBy: change.by,
      cancelReason: change.reason ?? null,
      sequence: sql`${bookings.sequence} + 1`,
    })
    .where(eq(bookings.id, booking.id))
    .returning({ sequence: bookings.sequence });
  await tx
    .update(timeSlots)
    .set({ status: "available", updatedAt: sql`now()` })
    .where(and(eq(timeSlots.id, booking.slotId), eq(timeSlots.status, "booked")));
  await withdrawPendingEmails(tx, booking.id, REMINDER_KIND);
  const emails = cancellationEmails(
    {
      call: {
        bookingId: booking.id,
        adminUrl: bookingAdminUrl(change.linkBase, booking.id),
        slotDate: booking.slotDate,
        slotTime: booking.slotTime,
        customerName: booking.customerName,
        customerEmail: booking.customerEmail,
        bookerZone: booking.bookerZone,
        place: placeOfBooking(booking),
      },
      sequence: updated?.sequence ?? booking.sequence + 1,
      by: change.by,
      reason: change.reason,
      at: change.now,
      bookAgainUrl: `${change.linkBase}/book-call`,
    },
    desk.mail,
    await ownerRecipients(tx, desk.mail),
  );
  await queueEmails(tx, emails, booking.id);
  await queueCalendarWrite(tx, booking.id);
  await queueBookingEvent(tx, "booking.cancelled", booking.id, {
    agencyZone: desk.mail.agencyZone,
    at: change.now,
  });
}

type Refusal = Extract<CancelResult, { ok: false }>;

/** Cancels the booking `find` finds in the transaction (or answers its refusal), then tells the watchers. */
async function cancelFound<Refused extends { ok: false } = Refusal>(
  desk: CancelDesk,
  change: Cancelling,
  find: (tx: Database) => Promise<ManagedBooking | Refused>,
): Promise<{ ok: true; booking: ManagedBooking } | Refused> {
  const result = await desk.db.transaction(
    async (tx): Promise<{ ok: true; booking: ManagedBooking } | Refused> => {
      const found = await find(tx);
      if ("ok" in found) return found;
      await cancelStanding(tx, desk, found, change);
      return { ok: true, booking: found };
    },
  );
  if (result.ok) desk.onChanged([result.booking.slotDate]);
  return result;
}

/** The agency cancels a slot's standing booking (any time; the customer is told, with the reason). */
export function cancelByOwner(desk: CancelDesk, slotId: string, change: Omit<Cancelling, "by">) {
  return cancelFound(
    desk,
    { ...change, by: "owner" },
    async (tx) => (await standingBookingOfSlot(tx, slotId)) ?? { ok: false, reason: "no-booking" },
  );
}

/** The customer cancels from the manage page, until the minimum notice before the call. */
export function cancelByCustomer(desk: CancelDesk, token: string, change: Omit<Cancelling, "by">) {
  return cancelFound(desk, { ...change, by: "customer" }, async (tx): Promise<ManagedBooking | Refusal> => {
    const check = mayChange(await bookingByToken(tx, token, { lock: true }), change.now, desk);
    return check.ok ? check.booking : { ok: false, reason: check.reason };
  });
}

/**
 * The agency cancels a booking from the bookings list, by its id: any standing booking whose call has
 * not started (may-change.ts); the customer is told, with the reason.
 */
export function cancelBookingByOwner(desk: CancelDesk, bookingId: string, change: Omit<Cancelling, "by">) {
  return cancelFound(desk, { ...change, by: "owner" }, async (tx) => {
    const check = mayOwnerChange(await bookingById(tx, bookingId, { lock: true }), change.now, desk);
    return check.ok ? check.booking : check;
  });
}
