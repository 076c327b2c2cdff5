import { and, gte, inArray, max, ne, sql } from "drizzle-orm";
import { addDays, type CalendarDate, dateInZone, timeInZone } from "../../domain/agency-time";
import { hoursOn, withinHours } from "../../domain/hours-in-force";
import { readBookingRules } from "../booking/booking-policy";
import type { Database } from "../db/connection";
import { bookingMoves, bookings, timeSlots } from "../db/schema";
import { datesFrom, insertMissingSlots, lockHours, readHoursFrom, slotsTheHoursCallFor } from "./generate";
import { readHorizon } from "./horizon";

// The slots follow the hours (docs/decisions/031-hours-are-the-truth.md). Called inside the transaction
// that saves weekly hours, a date override, the booking rules or the rolling horizon, and by the daily
// run: from today to the furthest of the booking window, the rolling horizon when on and the last date
// that has slots, every slot the hours call for exists, and no open slot still to come lies outside them.
// Booked slots are never touched. The time_slots trigger announces each changed date from this same
// transaction, so the booking pages hear of it when it commits.

/** A cancelled booking or a move once used the slot: its row stays for that history. */
const hasHistory = sql<boolean>`(exists (select 1 from ${bookings} b where b.time_slot_id = ${timeSlots.id})
  or exists (select 1 from ${bookingMoves} m where m.from_slot_id = ${timeSlots.id} or m.to_slot_id = ${timeSlots.id}))`;

export interface AppliedHours {
  /** Slots created where the hours call for one. */
  created: number;
  /** Open (or closed) slots still to come that lay outside the hours, removed. */
  removed: number;
  /** The last date the hours were applied to. */
  through: CalendarDate;
}

async function lastDateToApply(tx: Database, today: CalendarDate): Promise<CalendarDate> {
  // One after another: a transaction is one connection, which takes one query at a time.
  const rules = await readBookingRules(tx);
  const horizon = await readHorizon(tx);
  const [slots] = await tx
    .select({ last: max(timeSlots.slotDate) })
    .from(timeSlots)
    .where(gte(timeSlots.slotDate, today));
  const candidates = [addDays(today, rules.horizonDays - 1), slots?.last ?? today];
  if (horizon.enabled) candidates.push(addDays(today, horizon.days - 1));
  return candidates.sort().at(-1) ?? today;
}

/** Run it inside the transaction that saved the change, so both commit together or not at all. */
export async function applyHours(
  tx: Database,
  { now, agencyZone }: { now: Date; agencyZone: string },
): Promise<AppliedHours> {
  await lockHours(tx);
  const today = dateInZone(now, agencyZone);
  const through = await lastDateToApply(tx, today);
  const dates = datesFrom(today, Math.round((Date.parse(through) - Date.parse(today)) / 86_400_000) + 1);
  const hours = await readHoursFrom(tx, today);
  const created = await insertMissingSlots(tx, slotsTheHoursCallFor(dates, hours));

  const time = timeInZone(now, agencyZone);
  const unbooked = await tx
    .select({ id: timeSlots.id, slotDate: timeSlots.slotDate, slotTime: timeSlots.slotTime })
    .from(timeSlots)
    .where(
      and(
        gte(timeSlots.slotDate, today),
        sql`(${timeSlots.slotDate} > ${today} or ${timeSlots.slotTime} > ${time})`,
        ne(timeSlots.status, "booked"),
        sql`not ${hasHistory}`,
      ),
    );
  const outside = unbooked
    .filter((slot) => !withinHours(slot.slotTime, hoursOn(slot.slotDate, hours).ranges))
    .map((slot) => slot.id);
  let removed = 0;
  for (let start = 0; start < outside.length; start += 500) {
    const deleted = await tx
      .delete(timeSlots)
      .where(and(inArray(timeSlots.id, outside.slice(start, start + 500)), ne(timeSlots.status, "booked")))
      .returning({ id: timeSlots.id });
    removed += deleted.length;
  }
  return { created, removed, through };
}

/** A change of the hours and the slots that follow it, in one transaction. */
export function withHoursApplied<T>(
  db: Database,
  at: { now: Date; agencyZone: string },
  change: (tx: Database) => Promise<T>,
): Promise<{ result: T; applied: AppliedHours }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Before the change: two saves of one weekday must not both replace the rows they read.
    await lockHours(tx);
    const result = await change(tx);
    return { result, applied: await applyHours(tx, at) };
  });
}
