import { and, between, eq, ne, type SQL, sql } from "drizzle-orm";
import type { CalendarDate } from "../../domain/agency-time";
import { type BookingWindow, bookingWindow } from "../../domain/slot-rules";
import type { Database } from "../db/connection";
import { timeSlots } from "../db/schema";

// Which slots a visitor may book, in SQL, so the list, the day counts and the booking itself apply
// one and the same rule: available, within the seven days, and today only when it starts strictly
// later than now + 1 hour in the agency zone.

export function isBookable(window: BookingWindow): SQL {
  const inWindow = and(
    eq(timeSlots.status, "available"),
    between(timeSlots.slotDate, window.today, window.last),
  ) as SQL;
  const today =
    window.todayEarliestExclusive === null
      ? ne(timeSlots.slotDate, window.today)
      : sql`(${timeSlots.slotDate} <> ${window.today} or ${timeSlots.slotTime} > ${window.todayEarliestExclusive})`;
  return and(inWindow, today) as SQL;
}

export interface BookableSlot {
  id: string;
  slotTime: string;
}

/** The query itself (the benchmark issues its SQL directly, as the baseline of the cached reads). */
export function bookableSlotsQuery(
  db: Database,
  date: CalendarDate,
  { now, agencyZone }: { now: Date; agencyZone: string },
) {
  return db
    .select({ id: timeSlots.id, slotTime: timeSlots.slotTime })
    .from(timeSlots)
    .where(and(eq(timeSlots.slotDate, date), isBookable(bookingWindow(now, agencyZone))))
    .orderBy(timeSlots.slotTime);
}

export async function bookableSlotsOn(
  db: Database,
  date: CalendarDate,
  options: { now: Date; agencyZone: string },
): Promise<BookableSlot[]> {
  return bookableSlotsQuery(db, date, options);
}

export interface BookableDay {
  date: CalendarDate;
  count: number;
}

/** Each of the seven days of the window with its number of bookable slots (zero included). */
export async function bookableDays(
  db: Database,
  { now, agencyZone }: { now: Date; agencyZone: string },
): Promise<BookableDay[]> {
  const window = bookingWindow(now, agencyZone);
  const rows = await db
    .select({ date: timeSlots.slotDate, count: sql<number>`count(*)::int` })
    .from(timeSlots)
    .where(isBookable(window))
    .groupBy(timeSlots.slotDate);
  const counts = new Map(rows.map((row) => [row.date, Number(row.count)]));
  return window.dates.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}
