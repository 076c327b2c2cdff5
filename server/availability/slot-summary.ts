import { count, gte, max, sql } from "drizzle-orm";
import type { SlotSummary } from "../../domain/admin-views";
import { dateInZone } from "../../domain/agency-time";
import type { Database } from "../db/connection";
import { timeSlots } from "../db/schema";

export async function slotSummary(
  db: Database,
  { now, agencyZone }: { now: Date; agencyZone: string },
): Promise<SlotSummary> {
  const [row] = await db
    .select({
      future: count(),
      booked: sql<number>`(count(*) filter (where ${timeSlots.status} = 'booked'))::int`,
      lastDate: max(timeSlots.slotDate),
    })
    .from(timeSlots)
    .where(gte(timeSlots.slotDate, dateInZone(now, agencyZone)));
  return { future: row?.future ?? 0, booked: row?.booked ?? 0, lastDate: row?.lastDate ?? null };
}
