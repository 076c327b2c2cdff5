import { eq } from "drizzle-orm";
import { addDays, dateInZone, dayOfWeek } from "../../domain/agency-time";
import { overridesOn } from "../../domain/slot-rules";
import { dateOverridesFrom } from "../booking/booking-policy";
import type { Database } from "../db/connection";
import { timeSlots, weeklyAvailability } from "../db/schema";

function hourOf(time: string) {
  return Number(time.slice(0, 2));
}

/**
 * For each of the next `days` days from today in the agency zone, one available slot per whole hour
 * of that weekday's enabled hours (start inclusive, end exclusive), or of the date's own hours when
 * it has some, and none on a blocked date. Existing slots are left alone.
 * Returns the number of slots actually created.
 */
export async function generateSlots(
  db: Database,
  { days, now, agencyZone }: { days: number; now: Date; agencyZone: string },
): Promise<number> {
  const weekly = await db.select().from(weeklyAvailability).where(eq(weeklyAvailability.isEnabled, true));
  const today = dateInZone(now, agencyZone);
  const overrides = await dateOverridesFrom(db, today);
  const wanted: { slotDate: string; slotTime: string }[] = [];
  for (let offset = 0; offset < days; offset++) {
    const slotDate = addDays(today, offset);
    // A date override replaces the weekday's hours: none when blocked, its own otherwise.
    const onDate = overridesOn(slotDate, overrides);
    const dayHours =
      onDate.length > 0
        ? onDate.flatMap((override) =>
            override.opensAt && override.closesAt
              ? [{ startTime: override.opensAt, endTime: override.closesAt }]
              : [],
          )
        : weekly.filter((row) => row.dayOfWeek === dayOfWeek(slotDate));
    if (onDate.some((override) => override.opensAt === null)) continue;
    for (const hours of dayHours) {
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
