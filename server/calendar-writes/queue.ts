import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/connection";
import { rowsOf } from "../db/rows-of";
import { bookings, calendarWrites, timeSlots } from "../db/schema";

// The calendar-write outbox: one row per booking, meaning "make the owner's calendar show this booking
// as it is now". A booking's change queues it in its own transaction; the worker reads the booking when
// it writes, so writes are idempotent and can never land out of order. Claims take a lease with
// FOR UPDATE SKIP LOCKED, so two instances never write one booking at once.

export interface ClaimedWrite {
  bookingId: string;
  /** The change the worker is writing: only this one is marked written. */
  change: number;
  attempts: number;
  /** Where the event was last put, if anywhere. */
  eventUrl: string | null;
}

/** A booking queued again: its newest change, due at once, with fresh attempts. */
const queuedAgain = {
  target: calendarWrites.bookingId,
  set: {
    status: "pending",
    change: sql`${calendarWrites.change} + 1`,
    attempts: 0,
    nextAttemptAt: sql`now()`,
    queuedAt: sql`now()`,
  },
} as const;

/** Asks for the booking's event to be written again (after it is booked, moved or cancelled). */
export async function queueCalendarWrite(db: Database, bookingId: string) {
  await calendarWriteInsert(db, bookingId);
}

/** The statement `queueCalendarWrite` runs, for `writeTogether` (db/together.ts). */
export function calendarWriteInsert(db: Database, bookingId: string) {
  return db.insert(calendarWrites).values({ bookingId }).onConflictDoUpdate(queuedAgain);
}

/** Queues every standing booking from `since` (a date) on: a calendar was chosen for bookings. */
export async function queueStandingBookingWrites(db: Database, since: string) {
  const standing = await db
    .select({ bookingId: bookings.id })
    .from(bookings)
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
    .where(and(eq(bookings.status, "confirmed"), gte(timeSlots.slotDate, since)));
  if (standing.length > 0) await db.insert(calendarWrites).values(standing).onConflictDoUpdate(queuedAgain);
}

/** Makes every write still to do, or given up on, due now with fresh attempts ("Try again now"). */
export async function retryCalendarWrites(db: Database) {
  const retried = await db
    .update(calendarWrites)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()` })
    .where(inArray(calendarWrites.status, ["pending", "failed"]))
    .returning({ bookingId: calendarWrites.bookingId });
  return retried.length;
}

function instant(now?: Date) {
  return now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
}

/** Leases up to `limit` due writes for `leaseMs`, counting the attempt. */
export async function claimDueWrites(
  db: Database,
  { limit, leaseMs, now }: { limit: number; leaseMs: number; now?: Date },
): Promise<ClaimedWrite[]> {
  const at = instant(now);
  const result = await db.execute(sql`
    update calendar_writes
       set leased_until = ${at} + make_interval(secs => ${leaseMs / 1000}),
           attempts = attempts + 1
     where booking_id in (
       select booking_id from calendar_writes
        where status = 'pending'
          and next_attempt_at <= ${at}
          and (leased_until is null or leased_until <= ${at})
        order by next_attempt_at
        limit ${limit}
        for update skip locked)
    returning booking_id as "bookingId", change, attempts, event_url as "eventUrl"`);
  return rowsOf<ClaimedWrite>(result);
}

/** A write's outcome: where its event now is (null: nowhere). */
export interface WriteDone {
  write: ClaimedWrite;
  eventUrl: string | null;
}

/**
 * Records where each event now is, in one statement; a write is done unless another change was queued
 * meanwhile (then its row stays pending, due at once, and the next pass writes the newer state).
 */
export async function markWritten(db: Database, done: WriteDone[]) {
  if (done.length === 0) return;
  const written = sql.join(
    done.map(
      ({ write, eventUrl }) => sql`(${write.bookingId}::uuid, ${write.change}::int, ${eventUrl}::text)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update calendar_writes
       set event_url = written.event_url,
           leased_until = null,
           written_at = now(),
           status = case when calendar_writes.change = written.change then 'done' else 'pending' end,
           last_error = case when calendar_writes.change = written.change then null else calendar_writes.last_error end
      from (values ${written}) as written(booking_id, change, event_url)
     where calendar_writes.booking_id = written.booking_id`);
}

/** Schedules another try after `retryInMs`, or gives up (status failed) after the last attempt. */
export async function markWriteFailed(
  db: Database,
  write: ClaimedWrite,
  { error, retryInMs, giveUp, now }: { error: string; retryInMs: number; giveUp: boolean; now?: Date },
) {
  await db
    .update(calendarWrites)
    .set({
      status: giveUp ? "failed" : "pending",
      nextAttemptAt: sql`${instant(now)} + make_interval(secs => ${retryInMs / 1000})`,
      leasedUntil: null,
      lastError: error.slice(0, 2000),
    })
    .where(and(eq(calendarWrites.bookingId, write.bookingId), eq(calendarWrites.change, write.change)));
  // A newer change queued meanwhile is due at once: only the lease is let go.
  await db
    .update(calendarWrites)
    .set({ leasedUntil: null, lastError: error.slice(0, 2000) })
    .where(eq(calendarWrites.bookingId, write.bookingId));
}
