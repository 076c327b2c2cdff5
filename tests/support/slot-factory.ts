import { eq } from "drizzle-orm";
import { addDays, dateInZone } from "../../domain/agency-time";
import type { Database } from "../../server/db/connection";
import { bookings, timeSlots } from "../../server/db/schema";

// The one way tests make slots: one at a time (optionally booked, with its booking row), or many over
// the dates a running server takes bookings for.

/** The agency zone of the tests' servers and desks, away from the machine's own. */
export const agencyZone = "America/Monterrey";

export type SlotStatus = "available" | "booked" | "unavailable";

/**
 * A slot. Booked by `customer` when given: status and booking row together, as a booking makes them.
 * A status of "booked" without a customer is the half-written state some tests need to set up.
 */
export async function createSlot(
  db: Database,
  slot: { slotDate: string; slotTime: string; status?: SlotStatus },
  customer?: { name: string; email: string; phone?: string; notes?: string },
) {
  const [row] = await db
    .insert(timeSlots)
    .values({ ...slot, status: customer ? "booked" : (slot.status ?? "available") })
    .returning();
  if (!row) throw new Error("slot not created");
  if (customer) {
    await db.insert(bookings).values({
      timeSlotId: row.id,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      notes: customer.notes,
    });
  }
  return row;
}

export async function slotStatus(db: Database, slotId: string) {
  const [row] = await db.select({ status: timeSlots.status }).from(timeSlots).where(eq(timeSlots.id, slotId));
  return row?.status;
}

/**
 * Dates the server takes bookings for whatever the hour: two to six days ahead in the agency zone
 * (the seven-day window still holds them if the day changes during the test).
 */
export function bookableDates(zone = agencyZone): string[] {
  const today = dateInZone(new Date(), zone);
  return [2, 3, 4, 5, 6].map((days) => addDays(today, days));
}

/** `count` available slots over the bookable dates, a minute apart. */
export async function createBookableSlots(db: Database, count: number, zone = agencyZone) {
  const dates = bookableDates(zone);
  const perDate = Math.ceil(count / dates.length);
  const values = Array.from({ length: count }, (_, index) => {
    const minutes = index % perDate;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}:00`;
    return { slotDate: dates[Math.floor(index / perDate)] ?? "", slotTime: time };
  });
  return db
    .insert(timeSlots)
    .values(values)
    .returning({ id: timeSlots.id, slotDate: timeSlots.slotDate, slotTime: timeSlots.slotTime });
}
