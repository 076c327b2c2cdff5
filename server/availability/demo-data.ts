import { sql } from "drizzle-orm";
import {
  DEFAULT_END_TIME,
  DEFAULT_GENERATE_DAYS,
  DEFAULT_START_TIME,
} from "../../domain/availability-schema";
import type { Database } from "../db/connection";
import { timeSlots, weeklyAvailability } from "../db/schema";
import { generateSlots } from "./generate";

const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];

/**
 * On a database with no weekly hours and no slots, Monday to Friday 09:00–17:00 and 30 days of
 * slots, so a fresh `npm start` shows a bookable calendar. Returns the number of slots created.
 */
export async function seedDemoData(db: Database, { now, agencyZone }: { now: Date; agencyZone: string }) {
  const [counts] = await db
    .select({
      weekly: sql<number>`(select count(*) from ${weeklyAvailability})::int`,
      slots: sql<number>`(select count(*) from ${timeSlots})::int`,
    })
    .from(sql`(select 1) as one`);
  if (!counts || counts.weekly > 0 || counts.slots > 0) return 0;
  await db
    .insert(weeklyAvailability)
    .values(
      MONDAY_TO_FRIDAY.map((dayOfWeek) => ({
        dayOfWeek,
        startTime: DEFAULT_START_TIME,
        endTime: DEFAULT_END_TIME,
      })),
    )
    .onConflictDoNothing();
  return generateSlots(db, { days: DEFAULT_GENERATE_DAYS, now, agencyZone });
}
