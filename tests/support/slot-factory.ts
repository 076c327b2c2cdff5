import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/connection";
import { bookings, timeSlots } from "../../server/db/schema";

/** A slot, booked by `customer` when given (status and booking row together, as a booking makes them). */
export async function createSlot(
  db: Database,
  slot: { slotDate: string; slotTime: string; status?: "available" | "unavailable" },
  customer?: { name: string; email: string; phone?: string; notes?: string },
): Promise<string> {
  const [row] = await db
    .insert(timeSlots)
    .values({ ...slot, status: customer ? "booked" : (slot.status ?? "available") })
    .returning({ id: timeSlots.id });
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
  return row.id;
}

export async function slotStatus(db: Database, slotId: string) {
  const [row] = await db.select({ status: timeSlots.status }).from(timeSlots).where(eq(timeSlots.id, slotId));
  return row?.status;
}
