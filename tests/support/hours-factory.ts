import { eq } from "drizzle-orm";
import { wallClockToInstant } from "../../domain/agency-time";
import { type BookingRules, DEFAULT_BOOKING_RULES } from "../../domain/booking-rules";
import { generateSlots } from "../../server/availability/generate";
import { addDateOverride, saveBookingRules } from "../../server/booking/booking-policy";
import type { Database } from "../../server/db/connection";
import { timeSlots, weeklyAvailability } from "../../server/db/schema";
import { agencyZone } from "./slot-factory";

// The agency's hours as tests set them: weekly hours by the day's name, dates blocked or given hours
// of their own, and the booking rules; and the slots generated from them (slots made one by one:
// slot-factory.ts). These write the tables directly, as another instance's change would arrive: the
// slots follow only where a test applies the hours (server/availability/apply-hours.ts) or goes
// through the settings.

const dayNumbers = { Sunday: 0, Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6 };
export type Weekday = keyof typeof dayNumbers;

/** A day's weekly hours (several ranges: a list of them); "off" keeps them but switched off. */
export type WeeklyHours = readonly [opens: string, closes: string, switched?: "off"];
type DayHours = WeeklyHours | readonly WeeklyHours[];

const rangesOf = (hours: DayHours): readonly WeeklyHours[] =>
  typeof hours[0] === "string" ? [hours as WeeklyHours] : (hours as readonly WeeklyHours[]);

/** The same hours on every day of the week, for setWeeklyHours. */
export function everyDay(hours: DayHours): Record<Weekday, DayHours> {
  return Object.fromEntries(Object.keys(dayNumbers).map((day) => [day, hours])) as Record<Weekday, DayHours>;
}

/** The named days' hours, replacing what those days had (other days keep theirs); nothing else is applied. */
export async function setWeeklyHours(db: Database, week: Partial<Record<Weekday, DayHours>>) {
  for (const [day, hours] of Object.entries(week) as [Weekday, DayHours][]) {
    const dayOfWeek = dayNumbers[day];
    await db.delete(weeklyAvailability).where(eq(weeklyAvailability.dayOfWeek, dayOfWeek));
    await db.insert(weeklyAvailability).values(
      rangesOf(hours).map(([startTime, endTime, switched]) => ({
        dayOfWeek,
        startTime,
        endTime,
        isEnabled: switched !== "off",
      })),
    );
  }
}

/** No bookings from `fromDate` to `to` (that date alone unless given). */
export function blockDates(
  db: Database,
  fromDate: string,
  { to = fromDate, note = null }: { to?: string; note?: string | null } = {},
) {
  return addDateOverride(db, { fromDate, toDate: to, opensAt: null, closesAt: null, note });
}

/** `date` opens at its own hours instead of its weekday's. */
export function giveDateHours(db: Database, date: string, [opensAt, closesAt]: readonly [string, string]) {
  return addDateOverride(db, { fromDate: date, toDate: date, opensAt, closesAt, note: null });
}

/** The owner's booking rules: the specification's, but for `changes`. */
export function setBookingRules(db: Database, changes: Partial<BookingRules> = {}) {
  return saveBookingRules(db, { ...DEFAULT_BOOKING_RULES, ...changes });
}

/**
 * Generates eight days of slots at `at` ("YYYY-MM-DD HH:MM:SS" in the agency's zone): how many it
 * created, and every slot there is then as "date time", in calendar order.
 */
export async function generateAt(db: Database, at: string) {
  const [date = "", time = ""] = at.split(" ");
  const created = await generateSlots(db, {
    days: 8,
    now: wallClockToInstant(date, time, agencyZone),
    agencyZone,
  });
  const rows = await db.select().from(timeSlots).orderBy(timeSlots.slotDate, timeSlots.slotTime);
  return { created, slots: rows.map((row) => `${row.slotDate} ${row.slotTime}`) };
}
