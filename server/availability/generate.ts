import { sql } from "drizzle-orm";
import { addDays, type CalendarDate, dateInZone } from "../../domain/agency-time";
import { hourlyStarts, hoursOn } from "../../domain/hours-in-force";
import { readBookingPolicy } from "../booking/booking-policy";
import type { Database } from "../db/connection";
import { timeSlots } from "../db/schema";

/** Today's and the following days' dates in the agency zone, `days` of them. */
export function datesFrom(today: CalendarDate, days: number): CalendarDate[] {
  return Array.from({ length: days }, (_, offset) => addDays(today, offset));
}

/** The hours in force from `from` on: the weekly ranges switched on and the date overrides. */
export async function readHoursFrom(db: Database, from: CalendarDate) {
  const { weekly, overrides } = await readBookingPolicy(db, from);
  return { weekly, overrides };
}

type Hours = Awaited<ReturnType<typeof readHoursFrom>>;

/** One slot per whole hour of the hours in force on each date (domain/hours-in-force.ts). */
export function slotsTheHoursCallFor(dates: readonly CalendarDate[], hours: Hours) {
  return dates.flatMap((slotDate) =>
    hourlyStarts(hoursOn(slotDate, hours).ranges).map((slotTime) => ({ slotDate, slotTime })),
  );
}

/** Inserts the slots that do not exist yet; returns how many it created. */
export async function insertMissingSlots(db: Database, wanted: { slotDate: string; slotTime: string }[]) {
  let created = 0;
  for (let start = 0; start < wanted.length; start += 500) {
    const inserted = await db
      .insert(timeSlots)
      .values(wanted.slice(start, start + 500))
      .onConflictDoNothing({ target: [timeSlots.slotDate, timeSlots.slotTime] })
      .returning({ id: timeSlots.id });
    created += inserted.length;
  }
  return created;
}

/**
 * Generate Time Slots, as the specification describes it: for each of the next `days` days from today
 * in the agency zone, one available slot per whole hour of the hours in force that day (a date's own
 * hours, else its weekday's ranges; none on a blocked date). Existing slots are left alone.
 * Returns the number of slots actually created.
 */
export async function generateSlots(
  db: Database,
  { days, now, agencyZone }: { days: number; now: Date; agencyZone: string },
): Promise<number> {
  const today = dateInZone(now, agencyZone);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockHours(tx);
    return insertMissingSlots(
      tx,
      slotsTheHoursCallFor(datesFrom(today, days), await readHoursFrom(tx, today)),
    );
  });
}

/**
 * Whatever creates or removes slots from the hours waits for the one before it, whichever instance runs
 * it, so each reads the hours as the last one left them (held until the transaction ends).
 */
export async function lockHours(tx: Database) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('availability:apply-hours', 0))`);
}
