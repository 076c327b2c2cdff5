import { and, count, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { DayLoad, RecentBooking } from "../../domain/admin-views";
import { addDays, type CalendarDate, dateInZone } from "../../domain/agency-time";
import type { Mover } from "../../domain/booking-status";
import { type BookableDay, bookableDays } from "../booking/bookable-slots";
import type { Database } from "../db/connection";
import { bookings, timeSlots } from "../db/schema";
import { leadColumns } from "./lead-record";

/** The refused attempts the dashboard counts: today's and the days before, this many in all. */
export const REFUSALS_SHOWN_DAYS = 30;

export interface DashboardStats {
  /** Standing bookings: a cancelled one is history, not a booking. */
  totalBookings: number;
  /** Every booking on record, cancelled ones included (the list below the cards shows them all). */
  recordedBookings: number;
  todaysBookings: number;
  /** What a visitor could book now: the booking page's rule (server/booking/bookable-slots.ts). */
  availableSlots: number;
  /** Valid bookings a limit refused in the last 30 days (server/booking/upcoming-limits.ts). */
  refusedAttempts: number;
}

/**
 * The stat cards; "today" is the agency's date. `bookable` is the booking window's days as visitors are
 * offered them: the dashboard reads them once for these cards and the coming week.
 */
export async function dashboardStats(
  db: Database,
  { now, agencyZone }: { now: Date; agencyZone: string },
  bookable: Promise<BookableDay[]> = bookableDays(db, { now, agencyZone }),
): Promise<DashboardStats> {
  const today = dateInZone(now, agencyZone);
  const [[row], days] = await Promise.all([dashboardCounts(db, today), bookable]);
  const availableSlots = days.reduce((sum, day) => sum + day.count, 0);
  return {
    ...(row ?? { totalBookings: 0, recordedBookings: 0, todaysBookings: 0, refusedAttempts: 0 }),
    availableSlots,
  };
}

function dashboardCounts(db: Database, today: CalendarDate) {
  return db
    .select({
      totalBookings: sql<number>`(select count(*) from bookings where status = 'confirmed')::int`,
      recordedBookings: sql<number>`(select count(*) from bookings)::int`,
      todaysBookings: sql<number>`(select count(*) from bookings b join time_slots s on s.id = b.time_slot_id where s.slot_date = ${today} and b.status = 'confirmed')::int`,
      refusedAttempts: sql<number>`(select coalesce(sum(count), 0) from booking_refusals where day > ${addDays(today, -REFUSALS_SHOWN_DAYS)})::int`,
    })
    .from(sql`(select 1) as one`);
}

/** The newest bookings first: the latest `limit`, or all of them. */
export async function recentBookings(db: Database, limit: number | "all"): Promise<RecentBooking[]> {
  const query = db
    .select({
      id: bookings.id,
      customerName: bookings.customerName,
      customerEmail: bookings.customerEmail,
      notes: bookings.notes,
      slotDate: timeSlots.slotDate,
      slotTime: timeSlots.slotTime,
      status: bookings.status,
      cancelledAt: bookings.cancelledAt,
      cancelledBy: bookings.cancelledBy,
      cancelReason: bookings.cancelReason,
      attendance: bookings.attendance,
      ...leadColumns,
      movedAt:
        sql<Date | null>`(select max(m.moved_at) from booking_moves m where m.booking_id = ${bookings.id})`.mapWith(
          (value) => (value === null ? null : new Date(value)),
        ),
      movedBy: sql<Mover | null>`(select m.moved_by from booking_moves m where m.booking_id = ${bookings.id} order by m.moved_at desc limit 1)`,
    })
    .from(bookings)
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return limit === "all" ? query : query.limit(limit);
}

/**
 * Booked and free slots for today and the six days after it. Free is what a visitor could book now (the
 * booking page's rule, as the Available Slots card counts): today's times already past, or within the
 * notice, are not free.
 */
export async function weekAhead(
  db: Database,
  { now, agencyZone }: { now: Date; agencyZone: string },
  bookable: Promise<BookableDay[]> = bookableDays(db, { now, agencyZone }),
): Promise<DayLoad[]> {
  const today = dateInZone(now, agencyZone);
  const last = addDays(today, 6);
  const [booked, offered] = await Promise.all([
    db
      .select({ date: timeSlots.slotDate, slots: count() })
      .from(timeSlots)
      .where(
        and(gte(timeSlots.slotDate, today), lte(timeSlots.slotDate, last), eq(timeSlots.status, "booked")),
      )
      .groupBy(timeSlots.slotDate),
    bookable,
  ]);
  return Array.from({ length: 7 }, (_, offset) => {
    const date = addDays(today, offset);
    return {
      date,
      booked: booked.find((row) => row.date === date)?.slots ?? 0,
      available: offered.find((day) => day.date === date)?.count ?? 0,
    };
  });
}
