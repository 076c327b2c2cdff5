import { between, sql } from "drizzle-orm";
import { addDays, type CalendarDate } from "../../domain/agency-time";
import { dateOverridesFrom } from "../booking/booking-policy";
import type { Database } from "../db/connection";
import { timeSlots } from "../db/schema";

/** Which days of a range have slots, and which of those have a booked one: the admin calendar's markers. */
export interface DayMarks {
  withSlots: CalendarDate[];
  withBookings: CalendarDate[];
  /** Dates the owner blocked (date overrides without hours). */
  blocked: CalendarDate[];
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
  const blocked = new Set<CalendarDate>();
  for (const override of await dateOverridesFrom(db, from)) {
    if (override.opensAt !== null) continue;
    for (
      let date = override.fromDate < from ? from : override.fromDate;
      date <= override.toDate && date <= to;
      date = addDays(date, 1)
    )
      blocked.add(date);
  }
  return {
    withSlots: rows.map((row) => row.date),
    withBookings: rows.filter((row) => row.booked).map((row) => row.date),
    blocked: [...blocked].sort(),
  };
}
