import { and, eq, sql } from "drizzle-orm";
import type { CalendarDate } from "../../domain/agency-time";
import { addDays } from "../../domain/agency-time";
import {
  type BookingPolicy,
  type BookingRules,
  type DateOverride,
  DEFAULT_BOOKING_RULES,
} from "../../domain/booking-rules";
import type { SlotAt } from "../../domain/slot-rules";
import type { Database } from "../db/connection";
import { deleteById } from "../db/delete-by-id";
import { rowsOf } from "../db/rows-of";
import { bookingRules, bookings, dateOverrides, timeSlots, weeklyAvailability } from "../db/schema";

// The owner's booking rules, weekly hours and date overrides as stored, read for the rule function and
// its SQL form.

type StoredPolicy = { rules: BookingRules | null } & Omit<BookingPolicy, "rules">;

/** Reading only the rules: no override reaches this far. */
const farFuture: CalendarDate = "9999-12-31";

/** A booking's transaction reads the policy with every claim: all three parts in one round trip. */
function policyFrom(from: CalendarDate) {
  return sql`select
    (select json_build_object(
        'noticeMinutes', ${bookingRules.noticeMinutes}, 'horizonDays', ${bookingRules.horizonDays},
        'bufferBeforeMinutes', ${bookingRules.bufferBeforeMinutes},
        'bufferAfterMinutes', ${bookingRules.bufferAfterMinutes}, 'dailyCap', ${bookingRules.dailyCap})
       from ${bookingRules} where ${bookingRules.id} = 1) as rules,
    (select coalesce(json_agg(json_build_object(
        'dayOfWeek', ${weeklyAvailability.dayOfWeek}, 'startTime', ${weeklyAvailability.startTime},
        'endTime', ${weeklyAvailability.endTime})
        order by ${weeklyAvailability.dayOfWeek}, ${weeklyAvailability.startTime}), '[]')
       from ${weeklyAvailability} where ${weeklyAvailability.isEnabled}) as weekly,
    (select coalesce(json_agg(json_build_object(
        'id', ${dateOverrides.id}, 'fromDate', ${dateOverrides.fromDate}, 'toDate', ${dateOverrides.toDate},
        'opensAt', ${dateOverrides.opensAt}, 'closesAt', ${dateOverrides.closesAt}, 'note', ${dateOverrides.note})
        order by ${dateOverrides.fromDate}, ${dateOverrides.createdAt}), '[]')
       from ${dateOverrides} where ${dateOverrides.toDate} >= ${from}) as overrides`;
}

/**
 * The rules (the defaults until the owner saves some), the switched-on weekly ranges by weekday and
 * start, and the overrides that still reach `from` or later (yesterday in the agency zone is safe).
 */
export async function readBookingPolicy(db: Database, from: CalendarDate): Promise<BookingPolicy> {
  const result = await db.execute(policyFrom(from));
  const [row] = rowsOf<StoredPolicy>(result);
  return {
    rules: row?.rules ?? { ...DEFAULT_BOOKING_RULES },
    weekly: row?.weekly ?? [],
    overrides: row?.overrides ?? [],
  };
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
