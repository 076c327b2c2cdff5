import { asc, sql } from "drizzle-orm";
import type { WeeklyHours } from "../../domain/admin-views";
import type { Database } from "../db/connection";
import { weeklyAvailability } from "../db/schema";

export async function listWeeklyHours(db: Database): Promise<WeeklyHours[]> {
  return db
    .select({
      dayOfWeek: weeklyAvailability.dayOfWeek,
      startTime: weeklyAvailability.startTime,
      endTime: weeklyAvailability.endTime,
      isEnabled: weeklyAvailability.isEnabled,
    })
    .from(weeklyAvailability)
    .orderBy(asc(weeklyAvailability.dayOfWeek), asc(weeklyAvailability.createdAt));
}

/** One row per weekday: creates it, or replaces its hours and on/off. */
export async function saveWeeklyHours(db: Database, hours: WeeklyHours): Promise<void> {
  await db
    .insert(weeklyAvailability)
    .values(hours)
    .onConflictDoUpdate({
      target: weeklyAvailability.dayOfWeek,
      set: {
        startTime: hours.startTime,
        endTime: hours.endTime,
        isEnabled: hours.isEnabled,
        updatedAt: sql`now()`,
      },
    });
}
