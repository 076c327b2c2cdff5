import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { CalendarDate } from "../../domain/agency-time";
import { addDays } from "../../domain/agency-time";
import {
  type BookingPolicy,
  type BookingRules,
  type DateOverride,
  DEFAULT_BOOKING_RULES,
} from "../../domain/booking-rules";
import type { WeeklyRange } from "../../domain/hours-in-force";
import type { SlotAt } from "../../domain/slot-rules";
import type { Database } from "../db/connection";
import { deleteById } from "../db/delete-by-id";
import { bookingRules, bookings, dateOverrides, timeSlots, weeklyAvailability } from "../db/schema";

// The owner's booking rules, weekly hours and date overrides as stored, read for the rule function and
// its SQL form.

export async function readBookingRules(db: Database): Promise<BookingRules> {
  const [row] = await db.select().from(bookingRules).where(eq(bookingRules.id, 1));
  if (!row) return { ...DEFAULT_BOOKING_RULES };
  return {
    noticeMinutes: row.noticeMinutes,
    horizonDays: row.horizonDays,
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    dailyCap: row.dailyCap,
  };
}

export async function saveBookingRules(db: Database, rules: BookingRules) {
  await db
    .insert(bookingRules)
    .values({ id: 1, ...rules })
    .onConflictDoUpdate({ target: bookingRules.id, set: { ...rules, updatedAt: sql`now()` } });
}

const overrideColumns = {
  id: dateOverrides.id,
  fromDate: dateOverrides.fromDate,
  toDate: dateOverrides.toDate,
  opensAt: dateOverrides.opensAt,
  closesAt: dateOverrides.closesAt,
  note: dateOverrides.note,
};

/** Overrides that still reach `from` or later (the past ones no longer matter). */
export async function dateOverridesFrom(db: Database, from: CalendarDate): Promise<DateOverride[]> {
  return db
    .select(overrideColumns)
    .from(dateOverrides)
    .where(gte(dateOverrides.toDate, from))
    .orderBy(asc(dateOverrides.fromDate), asc(dateOverrides.createdAt));
}

/** The switched-on ranges of the weekly hours, by weekday and start. */
export async function weeklyRangesInForce(db: Database): Promise<WeeklyRange[]> {
  return db
    .select({
      dayOfWeek: weeklyAvailability.dayOfWeek,
      startTime: weeklyAvailability.startTime,
      endTime: weeklyAvailability.endTime,
    })
    .from(weeklyAvailability)
    .where(eq(weeklyAvailability.isEnabled, true))
    .orderBy(asc(weeklyAvailability.dayOfWeek), asc(weeklyAvailability.startTime));
}

/** The rules, the weekly hours and the overrides that matter from `from` on (yesterday in the agency zone is safe). */
export async function readBookingPolicy(db: Database, from: CalendarDate): Promise<BookingPolicy> {
  // One after another: a booking's transaction is one connection, which takes one query at a time.
  const rules = await readBookingRules(db);
  const weekly = await weeklyRangesInForce(db);
  const overrides = await dateOverridesFrom(db, from);
  return { rules, weekly, overrides };
}

export async function addDateOverride(
  db: Database,
  override: Omit<DateOverride, "id">,
): Promise<DateOverride> {
  const [row] = await db.insert(dateOverrides).values(override).returning(overrideColumns);
  if (!row) throw new Error("The date override insert returned no row");
  return row;
}

/** True when the override existed and is gone. */
export function removeDateOverride(db: Database, id: string): Promise<boolean> {
  return deleteById(db, dateOverrides, id);
}

/** The slots of standing bookings from the day before `from` to the day after `to` (buffers cross midnight). */
export async function standingSlots(
  db: Database,
  from: CalendarDate,
  to: CalendarDate,
  { movingBookingId }: { movingBookingId?: string } = {},
): Promise<SlotAt[]> {
  const rows = await db
    .select({ slotDate: timeSlots.slotDate, slotTime: timeSlots.slotTime, bookingId: bookings.id })
    .from(bookings)
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
    .where(
      and(
        eq(bookings.status, "confirmed"),
        sql`${timeSlots.slotDate} between ${addDays(from, -1)} and ${addDays(to, 1)}`,
      ),
    );
  return rows.filter((row) => row.bookingId !== movingBookingId);
}
