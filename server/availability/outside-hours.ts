import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { BookedOutside, OutsideHours } from "../../domain/admin-views";
import { dateInZone, timeInZone } from "../../domain/agency-time";
import type { Database } from "../db/connection";
import { bookingMoves, bookings, timeSlots, weeklyAvailability } from "../db/schema";

// The future slots of a weekday that its saved hours no longer cover: what the owner is offered to
// remove after switching the day off or narrowing it. Booked ones are only listed, never touched.

/** Slots of this weekday, still to come in the agency zone, outside its saved hours (all of them when off). */
function outsideCondition(day: number, now: Date, agencyZone: string) {
  const today = dateInZone(now, agencyZone);
  const time = timeInZone(now, agencyZone);
  const hours = sql`(select start_time, end_time, is_enabled from ${weeklyAvailability} where day_of_week = ${day})`;
  return and(
    sql`extract(dow from ${timeSlots.slotDate}) = ${day}`,
    or(
      sql`${timeSlots.slotDate} > ${today}`,
      and(eq(timeSlots.slotDate, today), sql`${timeSlots.slotTime} > ${time}`),
    ),
    sql`not exists (select 1 from ${hours} as h where h.is_enabled and ${timeSlots.slotTime} >= h.start_time and ${timeSlots.slotTime} < h.end_time)`,
  );
}

/** A cancelled booking or a move once touched the slot: its row stays for that history. */
const hasHistory = sql<boolean>`(exists (select 1 from ${bookings} b where b.time_slot_id = ${timeSlots.id})
  or exists (select 1 from ${bookingMoves} m where m.from_slot_id = ${timeSlots.id} or m.to_slot_id = ${timeSlots.id}))`;

export async function slotsOutsideHours(
  db: Database,
  { day, now, agencyZone }: { day: number; now: Date; agencyZone: string },
): Promise<OutsideHours> {
  const rows = await db
    .select({
      slotDate: timeSlots.slotDate,
      slotTime: timeSlots.slotTime,
      status: timeSlots.status,
      hasHistory,
      customerName: bookings.customerName,
    })
    .from(timeSlots)
    .leftJoin(bookings, and(eq(bookings.timeSlotId, timeSlots.id), eq(bookings.status, "confirmed")))
    .where(outsideCondition(day, now, agencyZone))
    .orderBy(timeSlots.slotDate, timeSlots.slotTime);
  const booked: BookedOutside[] = [];
  let unbooked = 0;
  for (const row of rows) {
    if (row.status === "booked")
      booked.push({ slotDate: row.slotDate, slotTime: row.slotTime, customerName: row.customerName ?? "" });
    // Closed with history: already out of visitors' reach, and what removing would leave as it is.
    else if (row.status === "available" || !row.hasHistory) unbooked++;
  }
  return { unbooked, booked };
}

/**
 * Removes this weekday's future unbooked slots outside its saved hours, in one transaction. A slot with
 * history (a cancelled booking, a move away) keeps its row for that history and is closed instead.
 * The conditions are re-read here, so a slot booked since the owner was asked is never touched.
 */
export async function removeSlotsOutsideHours(
  db: Database,
  { day, now, agencyZone }: { day: number; now: Date; agencyZone: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const unbooked = and(
      outsideCondition(day, now, agencyZone),
      inArray(timeSlots.status, ["available", "unavailable"]),
    );
    const deleted = await tx
      .delete(timeSlots)
      .where(and(unbooked, sql`not ${hasHistory}`))
      .returning({ id: timeSlots.id });
    const closed = await tx
      .update(timeSlots)
      .set({ status: "unavailable", updatedAt: new Date() })
      .where(and(outsideCondition(day, now, agencyZone), eq(timeSlots.status, "available")))
      .returning({ id: timeSlots.id });
    return deleted.length + closed.length;
  });
}
