import { and, between, eq, type SQL, sql } from "drizzle-orm";
import type { CalendarDate } from "../../domain/agency-time";
import { type BookingPolicy, DEFAULT_BOOKING_POLICY } from "../../domain/booking-rules";
import { type BookingWindow, bookingWindow, latestStartWithin, SLOT_MINUTES } from "../../domain/slot-rules";
import type { Database } from "../db/connection";
import { timeSlots } from "../db/schema";

// Which slots a visitor may book, in SQL, so the list, the day counts, the booking and the move apply
// one and the same rule (domain/slot-rules.ts, `slotRefusal`, says it in TypeScript): available,
// within the horizon, starting after now + the minimum notice in the agency zone, not on a blocked
// date, inside a date's own hours when it has some, on a date below its daily cap, and clear of every
// standing booking's buffers.

const standing = sql`bookings b join time_slots s on s.id = b.time_slot_id and b.status = 'confirmed'`;

export function isBookable(
  window: BookingWindow,
  policy: BookingPolicy = DEFAULT_BOOKING_POLICY,
  { movingBookingId }: { movingBookingId?: string } = {},
): SQL {
  const { rules } = policy;
  const conditions: SQL[] = [
    eq(timeSlots.status, "available"),
    between(timeSlots.slotDate, window.today, window.last),
    sql`(${timeSlots.slotDate} > ${window.earliest.date} or (${timeSlots.slotDate} = ${window.earliest.date} and ${timeSlots.slotTime} > ${window.earliest.timeExclusive}))`,
  ];
  const overrides = policy.overrides.filter((o) => o.toDate >= window.today && o.fromDate <= window.last);
  for (const override of overrides) {
    const covers = between(timeSlots.slotDate, override.fromDate, override.toDate);
    if (override.opensAt === null) conditions.push(sql`not ${covers}`);
  }
  const hours = overrides.filter((o) => o.opensAt !== null && o.closesAt !== null);
  if (hours.length > 0) {
    const coveredByHours = sql.join(
      hours.map((o) => sql`${between(timeSlots.slotDate, o.fromDate, o.toDate)}`),
      sql` or `,
    );
    const fits = hours.map((o) => {
      const latest = latestStartWithin(o.closesAt as string, o.opensAt as string);
      return latest === null
        ? sql`false`
        : sql`(${between(timeSlots.slotDate, o.fromDate, o.toDate)} and ${timeSlots.slotTime} between ${o.opensAt} and ${latest})`;
    });
    conditions.push(sql`(not (${coveredByHours}) or ${sql.join(fits, sql` or `)})`);
  }
  const notMoving = movingBookingId ? sql` and b.id <> ${movingBookingId}` : sql``;
  // The outer slot is named by its table: inside these subqueries "slot_date" alone would be s's.
  if (rules.dailyCap !== null)
    conditions.push(
      sql`(select count(*) from ${standing} where s.slot_date = time_slots.slot_date${notMoving}) < ${rules.dailyCap}`,
    );
  if (rules.bufferBeforeMinutes > 0 || rules.bufferAfterMinutes > 0) {
    const after = SLOT_MINUTES + rules.bufferAfterMinutes;
    const before = rules.bufferBeforeMinutes;
    conditions.push(sql`not exists (select 1 from ${standing}
      where s.slot_date between time_slots.slot_date - 1 and time_slots.slot_date + 1${notMoving}
        and time_slots.slot_date + time_slots.slot_time < s.slot_date + s.slot_time + make_interval(mins => ${after}::int)
        and time_slots.slot_date + time_slots.slot_time + make_interval(mins => ${SLOT_MINUTES}::int) > s.slot_date + s.slot_time - make_interval(mins => ${before}::int))`);
  }
  return and(...conditions) as SQL;
}

export interface BookableOptions {
  now: Date;
  agencyZone: string;
  /** The owner's rules and date overrides (the defaults of the specification when not given). */
  policy?: BookingPolicy;
}

export interface BookableSlot {
  id: string;
  slotTime: string;
}

/** The query itself (the benchmark issues its SQL directly, as the baseline of the cached reads). */
export function bookableSlotsQuery(
  db: Database,
  date: CalendarDate,
  { now, agencyZone, policy = DEFAULT_BOOKING_POLICY }: BookableOptions,
) {
  return db
    .select({ id: timeSlots.id, slotTime: timeSlots.slotTime })
    .from(timeSlots)
    .where(
      and(eq(timeSlots.slotDate, date), isBookable(bookingWindow(now, agencyZone, policy.rules), policy)),
    )
    .orderBy(timeSlots.slotTime);
}

export async function bookableSlotsOn(
  db: Database,
  date: CalendarDate,
  options: BookableOptions,
): Promise<BookableSlot[]> {
  return bookableSlotsQuery(db, date, options);
}

export interface BookableDay {
  date: CalendarDate;
  count: number;
}

/** Each day of the window (the horizon) with its number of bookable slots (zero included). */
export async function bookableDays(
  db: Database,
  { now, agencyZone, policy = DEFAULT_BOOKING_POLICY }: BookableOptions,
): Promise<BookableDay[]> {
  const window = bookingWindow(now, agencyZone, policy.rules);
  const rows = await db
    .select({ date: timeSlots.slotDate, count: sql<number>`count(*)::int` })
    .from(timeSlots)
    .where(isBookable(window, policy))
    .groupBy(timeSlots.slotDate);
  const counts = new Map(rows.map((row) => [row.date, Number(row.count)]));
  return window.dates.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}
