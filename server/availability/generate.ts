import { eq } from "drizzle-orm";
import { addDays, dateInZone, dayOfWeek } from "../../domain/agency-time";
import type { Database } from "../db/connection";
import { timeSlots, weeklyAvailability } from "../db/schema";

function hourOf(time: string) {
  return Number(time.slice(0, 2));
}

/**
 * For each of the next `days` days from today in the agency zone, one available slot per whole hour
 * of that weekday's enabled hours (start inclusive, end exclusive). Existing slots are left alone.
 * Returns the number of slots actually created.
 */
export async function generateSlots(
  db: Database,
  { days, now, agencyZone }: { days: number; now: Date; agencyZone: string },
): Promise<number> {
  const weekly = await db.select().from(weeklyAvailability).where(eq(weeklyAvailability.isEnabled, true));
  const today = dateInZone(now, agencyZone);
  const wanted: { slotDate: string; slotTime: string }[] = [];
  for (let offset = 0; offset < days; offset++) {
    const slotDate = addDays(today, offset);
    for (const hours of weekly.filter((row) => row.dayOfWeek === dayOfWeek(slotDate))) {
      for (let hour = hourOf(hours.startTime); hour < hourOf(hours.endTime); hour++) {
        wanted.push({ slotDate, slotTime: `${String(hour).padStart(2, "0")}:00:00` });
      }
    }
  }
  let created = 0;
  for (let start = 0; start < wanted.length; start += 500) {
    const inserted = await db
      .insert(timeSlots)
      .values(wanted.slice(start, start + 500))
      .onConflictDoNothing({ target: [timeSlots.slotDate, timeSlots.slotTime] })
      .returning({ id: timeSlots.id });
    created += inserted.length;
  }
  return created;
}
