import { and, eq, sql } from "drizzle-orm";
import type { CalendarDate } from "../../domain/agency-time";
import { addDays, dateInZone } from "../../domain/agency-time";
import {
  type BookingPolicy,
  type BookingRules,
  type DateOverride,
  DEFAULT_BOOKING_RULES,
} from "../../domain/booking-rules";
import type { SlotAt } from "../../domain/slot-rules";
import type { Database } from "../db/connection";
import { deleteById } from "../db/delete-by-id";
import { bookingRules, bookings, dateOverrides, timeSlots, weeklyAvailability } from "../db/schema";
import { selectTogether } from "../db/together";

// The owner's booking rules, weekly hours and date overrides as stored, read for the rule function and
// its SQL form.

export type StoredPolicy = { rules: BookingRules | null } & Omit<BookingPolicy, "rules">;

/** Reading only the rules: no override reaches this far. */
const farFuture: CalendarDate = "9999-12-31";

/** The first day whose overrides a booking needs: yesterday in the agency zone, whatever the visitor's. */
export function policyFrom(now: Date, agencyZone: string): CalendarDate {
  return addDays(dateInZone(now, agencyZone), -1);
}

/** The policy as three scalar subqueries: a booking's transaction reads them with its other reads. */
export function policyColumns(from: CalendarDate) {
  return {
    rules: sql`select json_build_object(
        'noticeMinutes', ${bookingRules.noticeMinutes}, 'horizonDays', ${bookingRules.horizonDays},
        'bufferBeforeMinutes', ${bookingRules.bufferBeforeMinutes},
        'bufferAfterMinutes', ${bookingRules.bufferAfterMinutes}, 'dailyCap', ${bookingRules.dailyCap})
       from ${bookingRules} where ${bookingRules.id} = 1`,
    weekly: sql`select coalesce(json_agg(json_build_object(
        'dayOfWeek', ${weeklyAvailability.dayOfWeek}, 'startTime', ${weeklyAvailability.startTime},
        'endTime', ${weeklyAvailability.endTime})
        order by ${weeklyAvailability.dayOfWeek}, ${weeklyAvailability.startTime}), '[]')
       from ${weeklyAvailability} where ${weeklyAvailability.isEnabled}`,
    overrides: sql`select coalesce(json_agg(json_build_object(
        'id', ${dateOverrides.id}, 'fromDate', ${dateOverrides.fromDate}, 'toDate', ${dateOverrides.toDate},
        'opensAt', ${dateOverrides.opensAt}, 'closesAt', ${dateOverrides.closesAt}, 'note', ${dateOverrides.note})
        order by ${dateOverrides.fromDate}, ${dateOverrides.createdAt}), '[]')
       from ${dateOverrides} where ${dateOverrides.toDate} >= ${from}`,
  };
}

/** The policy from what `policyColumns` read: the defaults until the owner saves rules. */
export function storedPolicy(row: StoredPolicy): BookingPolicy {
  return {
    rules: row.rules ?? { ...DEFAULT_BOOKING_RULES },
    weekly: row.weekly ?? [],
    overrides: row.overrides ?? [],
  };
}

/**
 * The rules (the defaults until the owner saves some), the switched-on weekly ranges by weekday and
 * start, and the overrides that still reach `from` or later (yesterday in the agency zone is safe).
 */
export async function readBookingPolicy(db: Database, from: CalendarDate): Promise<BookingPolicy> {
  return storedPolicy(await selectTogether<StoredPolicy>(db, policyColumns(from)));
}

export async function readBookingRules(db: Database): Promise<BookingRules> {
  return (await readBookingPolicy(db, farFuture)).rules;
}

/** Overrides that still reach `from` or later (the past ones no longer matter). */
export async function dateOverridesFrom(db: Database, from: CalendarDate): Promise<DateOverride[]> {
  return (await readBookingPolicy(db, from)).overrides;
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
