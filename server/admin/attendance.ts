import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { ShowRate } from "../../domain/admin-views";
import { addDays, type CalendarDate } from "../../domain/agency-time";
import { callHasStarted } from "../../domain/attendance";
import type { Attendance } from "../../domain/booking-status";
import type { Database } from "../db/connection";
import { bookings, timeSlots } from "../db/schema";
import { queueBookingEvent } from "../webhooks/queue-events";

/** The days the dashboard's show rate covers: today and the days before it, this many in all. */
export const SHOW_RATE_DAYS = 30;

export type AttendanceResult = { ok: true } | { ok: false; reason: "not-found" | "not-standing" | "not-yet" };

/**
 * Marks whether the customer came to a standing booking's call, once its start has passed (in the agency
 * zone). It can be changed: the owner may correct a wrong click.
 */
export async function markAttendance(
  db: Database,
  {
    bookingId,
    attendance,
    now,
    agencyZone,
  }: { bookingId: string; attendance: Attendance; now: Date; agencyZone: string },
): Promise<AttendanceResult> {
  const [row] = await db
    .select({
      status: bookings.status,
      slotId: bookings.timeSlotId,
      slotDate: timeSlots.slotDate,
      slotTime: timeSlots.slotTime,
    })
    .from(bookings)
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
    .where(eq(bookings.id, bookingId));
  if (!row) return { ok: false, reason: "not-found" };
  if (row.status !== "confirmed") return { ok: false, reason: "not-standing" };
  if (!callHasStarted(row.slotDate, row.slotTime, agencyZone, now)) return { ok: false, reason: "not-yet" };
  // Still standing and on the same slot as read: a cancel or a move meanwhile changes nothing here.
  return db.transaction(async (tx): Promise<AttendanceResult> => {
    const updated = await tx
      .update(bookings)
      .set({ attendance, attendanceMarkedAt: now })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.status, "confirmed"),
          eq(bookings.timeSlotId, row.slotId),
        ),
      )
      .returning({ id: bookings.id });
    if (updated.length === 0) return { ok: false, reason: "not-standing" };
    await queueBookingEvent(tx, `booking.${attendance}`, bookingId, { agencyZone, at: now });
    return { ok: true };
  });
}

/** Standing calls of the last SHOW_RATE_DAYS days (the agency's dates, up to today), and how many came. */
export async function showRate(db: Database, today: CalendarDate): Promise<ShowRate> {
  const [row] = await db
    .select({
      calls: sql<number>`count(*)::int`,
      attended: sql<number>`(count(*) filter (where ${bookings.attendance} = 'attended'))::int`,
      marked: sql<number>`(count(*) filter (where ${bookings.attendance} is not null))::int`,
    })
    .from(bookings)
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
    .where(
      and(
        eq(bookings.status, "confirmed"),
        gt(timeSlots.slotDate, addDays(today, -SHOW_RATE_DAYS)),
        lte(timeSlots.slotDate, today),
      ),
    );
  const attended = row?.attended ?? 0;
  const marked = row?.marked ?? 0;
  return {
    calls: row?.calls ?? 0,
    attended,
    marked,
    percent: marked === 0 ? null : Math.round((attended / marked) * 100),
  };
}
