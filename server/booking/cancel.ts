import { eq } from "drizzle-orm";
import type { Database } from "../db/connection";
import { bookings, timeSlots } from "../db/schema";

export type CancelResult = { ok: true } | { ok: false; reason: "no-booking" };

/** Deletes the slot's booking and makes the slot available again, both or neither. */
export async function cancelBooking(db: Database, slotId: string): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(bookings)
      .where(eq(bookings.timeSlotId, slotId))
      .returning({ id: bookings.id });
    if (deleted.length === 0) return { ok: false, reason: "no-booking" } as const;
    await tx
      .update(timeSlots)
      .set({ status: "available", updatedAt: new Date() })
      .where(eq(timeSlots.id, slotId));
    return { ok: true } as const;
  });
}
