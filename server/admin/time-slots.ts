import { and, asc, eq, ne } from "drizzle-orm";
import type { CalendarDate } from "../../app/lib/agency-time";
import type { Database } from "../db/connection";
import { bookings, type SlotStatus, timeSlots } from "../db/schema";

export interface AdminSlot {
  id: string;
  slotTime: string;
  status: SlotStatus;
  booking: {
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    notes: string | null;
  } | null;
}

/** A day's slots in time order, each with its booking when it has one. */
export async function slotsOfDay(db: Database, date: CalendarDate): Promise<AdminSlot[]> {
  const rows = await db
    .select({
      id: timeSlots.id,
      slotTime: timeSlots.slotTime,
      status: timeSlots.status,
      customerName: bookings.customerName,
      customerEmail: bookings.customerEmail,
      customerPhone: bookings.customerPhone,
      notes: bookings.notes,
    })
    .from(timeSlots)
    .leftJoin(bookings, eq(bookings.timeSlotId, timeSlots.id))
    .where(eq(timeSlots.slotDate, date))
    .orderBy(asc(timeSlots.slotTime));
  return rows.map(({ customerName, customerEmail, customerPhone, notes, ...slot }) => ({
    ...slot,
    booking:
      customerName !== null && customerEmail !== null
        ? { customerName, customerEmail, customerPhone, notes }
        : null,
  }));
}

export type ToggleResult = { ok: true } | { ok: false; reason: "not-found" | "booked" };

/**
 * Opens or closes a slot. The update itself refuses a booked slot (`status <> 'booked'`), so a booking
 * made a moment earlier can never be overwritten.
 */
export async function setSlotAvailability(
  db: Database,
  slotId: string,
  status: "available" | "unavailable",
): Promise<ToggleResult> {
  const updated = await db
    .update(timeSlots)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(timeSlots.id, slotId), ne(timeSlots.status, "booked")))
    .returning({ id: timeSlots.id });
  if (updated.length > 0) return { ok: true };
  const [existing] = await db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(eq(timeSlots.id, slotId))
    .limit(1);
  return { ok: false, reason: existing ? "booked" : "not-found" };
}
