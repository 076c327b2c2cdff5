import { and, eq, sql } from "drizzle-orm";
import type { BookingInput } from "../../app/lib/booking-schema";
import { bookingWindow } from "../../app/lib/slot-rules";
import type { Database } from "../db/connection";
import { bookings, timeSlots } from "../db/schema";
import { bookingEmails, type MailSettings } from "../mail/booking-emails";
import { queueEmails } from "../mail/outbox";
import { isBookable } from "./bookable-slots";
import { type UpcomingLimitReached, type UpcomingLimits, upcomingLimitReached } from "./upcoming-limits";

export interface Booked {
  kind: "booked";
  booking: { id: string; slotDate: string; slotTime: string; customerEmail: string };
}

/** The slot could not be taken: booked meanwhile, closed, outside the window, or unknown. */
export interface SlotTaken {
  kind: "slot_unavailable";
  reason: "booked" | "not_bookable";
}

function isUniqueViolationOf(error: unknown, constraint: string) {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (cause as { constraint?: string }).constraint === constraint;
}

export interface BookingHolder {
  /** The client's keyed digest (upcoming-limits.ts), kept with the booking. */
  clientHash: string;
  limits: UpcomingLimits;
}

/**
 * One transaction: unless the e-mail or the client already holds its limit of upcoming calls, the
 * slot goes from available to booked only if it is still bookable, the booking row is inserted, and
 * its e-mails are queued. Either all of it happens or none of it.
 */
export async function bookSlot(
  db: Database,
  input: BookingInput,
  { now, mail, holder }: { now: Date; mail: MailSettings; holder: BookingHolder },
): Promise<Booked | SlotTaken | UpcomingLimitReached> {
  try {
    return await db.transaction(async (tx) => {
      const reached = await upcomingLimitReached(tx, {
        email: input.customer_email,
        clientHash: holder.clientHash,
        limits: holder.limits,
        agencyZone: mail.agencyZone,
      });
      if (reached) return reached;
      const [slot] = await tx
        .update(timeSlots)
        .set({ status: "booked", updatedAt: sql`now()` })
        .where(and(eq(timeSlots.id, input.time_slot_id), isBookable(bookingWindow(now, mail.agencyZone))))
        .returning({ id: timeSlots.id, slotDate: timeSlots.slotDate, slotTime: timeSlots.slotTime });
      if (!slot) return { kind: "slot_unavailable", reason: await whyNotBookable(tx, input.time_slot_id) };
      const [booking] = await tx
        .insert(bookings)
        .values({
          timeSlotId: slot.id,
          customerName: input.customer_name,
          customerEmail: input.customer_email,
          customerPhone: input.customer_phone ?? null,
          notes: input.notes ?? null,
          clientKeyHash: holder.clientHash,
        })
        .returning({ id: bookings.id, createdAt: bookings.createdAt });
      if (!booking) throw new Error("The booking insert returned no row");
      const emails = bookingEmails(
        {
          bookingId: booking.id,
          slotDate: slot.slotDate,
          slotTime: slot.slotTime,
          customerName: input.customer_name,
          customerEmail: input.customer_email,
          customerPhone: input.customer_phone,
          notes: input.notes,
          bookedAt: booking.createdAt,
        },
        mail,
      );
      await queueEmails(tx, emails, booking.id);
      return {
        kind: "booked",
        booking: {
          id: booking.id,
          slotDate: slot.slotDate,
          slotTime: slot.slotTime,
          customerEmail: input.customer_email,
        },
      };
    });
  } catch (error) {
    // A booking row left over for an available slot: the database's unique constraint has the last word.
    if (isUniqueViolationOf(error, "bookings_time_slot_id_unique"))
      return { kind: "slot_unavailable", reason: "booked" };
    throw error;
  }
}

async function whyNotBookable(db: Database, slotId: string): Promise<SlotTaken["reason"]> {
  const [slot] = await db
    .select({ status: timeSlots.status })
    .from(timeSlots)
    .where(eq(timeSlots.id, slotId));
  return slot?.status === "booked" ? "booked" : "not_bookable";
}
