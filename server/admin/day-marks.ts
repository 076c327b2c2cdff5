import { between, sql } from "drizzle-orm";
import type { CalendarDate } from "../../domain/agency-time";
import type { Database } from "../db/connection";
import { timeSlots } from "../db/schema";

/** Which days of a range have slots, and which of those have a booked one: the admin calendar's markers. */
export interface DayMarks {
  withSlots: CalendarDate[];
  withBookings: CalendarDate[];
}

export async function dayMarks(db: Database, from: CalendarDate, to: CalendarDate): Promise<DayMarks> {
  const rows = await db
    .select({
      date: timeSlots.slotDate,
      booked: sql<boolean>`bool_or(${timeSlots.status} = 'booked')`,
    })
    .from(timeSlots)
    .where(between(timeSlots.slotDate, from, to))
    .groupBy(timeSlots.slotDate)
    .orderBy(timeSlots.slotDate);
  return {
    withSlots: rows.map((row) => row.date),
    withBookings: rows.filter((row) => row.booked).map((row) => row.date),
  };
}
