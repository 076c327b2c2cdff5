import { eq, sql } from "drizzle-orm";
import { addDays, dateInZone, dayOfWeek } from "../../domain/agency-time";
import type { Database } from "../../server/db/connection";
import { bookings, dateOverrides, timeSlots, weeklyAvailability } from "../../server/db/schema";

// The one way tests make slots: one at a time (optionally booked, with its booking row), or many over
// the dates a running server takes bookings for. A slot is made as the owner's hours make them: inside
// them (docs/decisions/031-hours-are-the-truth.md). When its weekday's hours do not cover it, they are
// widened to the whole hours around it — unless the weekday is switched off or the date has an override,
// which a test sets on purpose.

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};
const wallTime = (minutes: number) => `${String(minutes / 60).padStart(2, "0")}:00:00`;

/** Widens the weekdays' hours so that these slots lie within them (touching ranges merged into one). */
export function coverWithHours(db: Database, slots: readonly { slotDate: string; slotTime: string }[]) {
  // One at a time: slots made together must not each widen the hours the other read.
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`lock table weekly_availability in exclusive mode`);
    await widenHours(tx, slots);
  });
}

async function widenHours(db: Database, slots: readonly { slotDate: string; slotTime: string }[]) {
  const [rows, overrides] = await Promise.all([
    db.select().from(weeklyAvailability),
    db.select().from(dateOverrides),
  ]);
  const widened = new Map<number, [number, number][]>();
  for (const { slotDate, slotTime } of slots) {
    if (overrides.some((o) => o.fromDate <= slotDate && slotDate <= o.toDate)) continue;
    const day = dayOfWeek(slotDate);
    const ofDay = rows.filter((row) => row.dayOfWeek === day);
    if (ofDay.some((row) => !row.isEnabled)) continue;
    const ranges = widened.get(day) ?? ofDay.map((row) => [minutesOf(row.startTime), minutesOf(row.endTime)]);
    const start = minutesOf(slotTime);
    if (ranges.some(([from, to]) => from <= start && start + 60 <= to)) continue;
    ranges.push([Math.floor(start / 60) * 60, Math.min(24 * 60, Math.ceil((start + 60) / 60) * 60)]);
    widened.set(day, ranges as [number, number][]);
  }
  for (const [dayOfWeek, ranges] of widened) {
    const merged: [number, number][] = [];
    for (const [from, to] of ranges.sort((a, b) => a[0] - b[0])) {
      const last = merged.at(-1);
      if (last && from <= last[1]) last[1] = Math.max(last[1], to);
      else merged.push([from, to]);
    }
    await db.delete(weeklyAvailability).where(eq(weeklyAvailability.dayOfWeek, dayOfWeek));
    await db
      .insert(weeklyAvailability)
      .values(merged.map(([from, to]) => ({ dayOfWeek, startTime: wallTime(from), endTime: wallTime(to) })));
  }
}

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
  await coverWithHours(db, [slot]);
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
  await coverWithHours(db, values);
  return db
    .insert(timeSlots)
    .values(values)
    .returning({ id: timeSlots.id, slotDate: timeSlots.slotDate, slotTime: timeSlots.slotTime });
}
