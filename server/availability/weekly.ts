import { asc, eq } from "drizzle-orm";
import type { DayHours, WeeklyHours } from "../../domain/admin-views";
import type { HoursRange } from "../../domain/hours-in-force";
import type { Database } from "../db/connection";
import { weeklyAvailability } from "../db/schema";

/** Every range of the weekly hours, switched on or not, by weekday and start. */
export async function listWeeklyHours(db: Database): Promise<WeeklyHours[]> {
  return db
    .select({
      dayOfWeek: weeklyAvailability.dayOfWeek,
      startTime: weeklyAvailability.startTime,
      endTime: weeklyAvailability.endTime,
      isEnabled: weeklyAvailability.isEnabled,
    })
    .from(weeklyAvailability)
    .orderBy(asc(weeklyAvailability.dayOfWeek), asc(weeklyAvailability.startTime));
}

/** The weekdays that have hours, each with its switch and its ranges. */
export async function listDayHours(db: Database): Promise<DayHours[]> {
  const days = new Map<number, DayHours>();
  for (const { dayOfWeek, startTime, endTime, isEnabled } of await listWeeklyHours(db)) {
    const day = days.get(dayOfWeek) ?? { dayOfWeek, isEnabled, ranges: [] };
    day.ranges.push({ startTime, endTime });
    days.set(dayOfWeek, day);
  }
  return [...days.values()];
}

/** A weekday's hours, all its ranges at once: they replace the ones it had (call it in a transaction). */
export async function saveDayHours(
  tx: Database,
  { dayOfWeek, isEnabled, ranges }: { dayOfWeek: number; isEnabled: boolean; ranges: HoursRange[] },
): Promise<void> {
  await tx.delete(weeklyAvailability).where(eq(weeklyAvailability.dayOfWeek, dayOfWeek));
  if (ranges.length > 0)
    await tx.insert(weeklyAvailability).values(ranges.map((range) => ({ dayOfWeek, isEnabled, ...range })));
}
