import { and, between, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { CalendarDate } from "../../domain/agency-time";
import { type BookingPolicy, type DateOverride, DEFAULT_BOOKING_POLICY } from "../../domain/booking-rules";
import { type HoursRange, latestStartWithin, type WeeklyRange } from "../../domain/hours-in-force";
import { type BookingWindow, bookingWindow, SLOT_MINUTES } from "../../domain/slot-rules";
import type { Database } from "../db/connection";
import { timeSlots } from "../db/schema";
import { policyFrom, readBookingPolicy } from "./booking-policy";

// Which slots a visitor may book, in SQL, so the list, the day counts, the booking and the move apply
// one and the same rule (domain/slot-rules.ts, `slotRefusal`, says it in TypeScript): available,
// within the horizon, starting after now + the minimum notice in the agency zone, not on a blocked
// date, inside the hours in force (a date's own hours when it has some, else its weekday's switched-on
// ranges: domain/hours-in-force.ts), on a date below its daily cap, clear of every standing
// booking's buffers, and — with its own buffers — clear of the owner's calendars' busy times
// (server/calendars/).

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
  conditions.push(withinHoursInForce(policy.weekly, overrides));
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
  conditions.push(sql`not ${busyDuring(window, rules)}`);
  return and(...conditions) as SQL;
}

/**
 * A busy time of a calendar that counts as busy overlaps the slot's call widened by its buffers. Slots
 * are the agency's wall clock; busy times are instants.
 */
export function busyDuring(window: BookingWindow, rules: BookingPolicy["rules"]): SQL {
  const busy = { startsAt: sql`cb.starts_at`, endsAt: sql`cb.ends_at` };
  return sql`exists (select 1 from calendar_busy_times cb
    join owner_calendars oc on oc.id = cb.calendar_id and oc.counts_as_busy
    where ${busyOverlapsCall(window.zone, rules, busy)})`;
}

/**
 * A busy time (its start and end) overlaps the call of the slot in `time_slots`, widened by these
 * buffers (none: the call itself). Slots are the agency's wall clock; busy times are instants.
 */
export function busyOverlapsCall(
  zone: string,
  buffers: Pick<BookingPolicy["rules"], "bufferBeforeMinutes" | "bufferAfterMinutes">,
  busy: { startsAt: SQLWrapper; endsAt: SQLWrapper },
): SQL {
  const slotAt = sql`time_slots.slot_date + time_slots.slot_time`;
  const from = sql`(${slotAt} - make_interval(mins => ${buffers.bufferBeforeMinutes}::int)) at time zone ${zone}`;
  const until = sql`(${slotAt} + make_interval(mins => ${SLOT_MINUTES + buffers.bufferAfterMinutes}::int)) at time zone ${zone}`;
  return sql`(${busy.startsAt} < ${until} and ${busy.endsAt} > ${from})`;
}

/** The whole call fits inside one of these ranges. */
function fitsOneOf(ranges: readonly HoursRange[]): SQL {
  const fits = ranges.flatMap((range) => {
    const latest = latestStartWithin(range);
    return latest === null ? [] : [sql`${timeSlots.slotTime} between ${range.startTime} and ${latest}`];
  });
  return fits.length === 0 ? sql`false` : sql`(${sql.join(fits, sql` or `)})`;
}

/** `hoursOn` (domain/hours-in-force.ts) in SQL: a date's own hours when it has some, else its weekday's. */
function withinHoursInForce(weekly: readonly WeeklyRange[], overrides: readonly DateOverride[]): SQL {
  const days = [...new Set(weekly.map((range) => range.dayOfWeek))];
  const weeklyFit =
    days.length === 0
      ? sql`false`
      : sql`(${sql.join(
          days.map(
            (day) =>
              sql`(extract(dow from ${timeSlots.slotDate}) = ${day} and ${fitsOneOf(weekly.filter((range) => range.dayOfWeek === day))})`,
          ),
          sql` or `,
        )})`;
  const withHours = overrides.filter((o) => o.opensAt !== null && o.closesAt !== null);
  if (withHours.length === 0) return weeklyFit;
  const covered = withHours.map((o) => between(timeSlots.slotDate, o.fromDate, o.toDate));
  const dateFit = withHours.map(
    (o) =>
      sql`(${between(timeSlots.slotDate, o.fromDate, o.toDate)} and ${fitsOneOf([{ startTime: o.opensAt as string, endTime: o.closesAt as string }])})`,
  );
  return sql`(case when ${sql.join(covered, sql` or `)} then ${sql.join(dateFit, sql` or `)} else ${weeklyFit} end)`;
}

export interface BookableOptions {
  now: Date;
  agencyZone: string;
  /** The owner's rules, weekly hours and date overrides (read from the database when not given). */
  policy?: BookingPolicy;
}

export interface BookableSlot {
  id: string;
  slotTime: string;
}

/** The policy given, or the owner's as stored. */
async function policyOf(db: Database, { now, agencyZone, policy }: BookableOptions): Promise<BookingPolicy> {
  return policy ?? readBookingPolicy(db, policyFrom(now, agencyZone));
}

/** The query itself (the benchmark issues its SQL directly, as the baseline of the cached reads). */
export function bookableSlotsQuery(
  db: Database,
  date: CalendarDate,
  { now, agencyZone, policy }: BookableOptions & { policy: BookingPolicy },
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
  return bookableSlotsQuery(db, date, { ...options, policy: await policyOf(db, options) });
}

export interface BookableDay {
  date: CalendarDate;
  count: number;
}

/** Each day of the window (the horizon) with its number of bookable slots (zero included). */
export async function bookableDays(db: Database, options: BookableOptions): Promise<BookableDay[]> {
  const policy = await policyOf(db, options);
  const window = bookingWindow(options.now, options.agencyZone, policy.rules);
  const rows = await db
    .select({ date: timeSlots.slotDate, count: sql<number>`count(*)::int` })
    .from(timeSlots)
    .where(isBookable(window, policy))
    .groupBy(timeSlots.slotDate);
  const counts = new Map(rows.map((row) => [row.date, Number(row.count)]));
  return window.dates.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}
