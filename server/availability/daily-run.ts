import { eq } from "drizzle-orm";
import { type CalendarDate, dateInZone } from "../../domain/agency-time";
import type { Database } from "../db/connection";
import { slotTopUps } from "../db/schema";
import { applyHours } from "./apply-hours";
import { readHorizon } from "./horizon";

// As the days pass, the booking window (and the rolling horizon, when on) reaches dates nothing has
// applied the hours to yet: once each agency day the hours are applied again. With several instances
// on one database, the day's row in slot_top_ups is claimed by exactly one of them (INSERT … ON
// CONFLICT DO NOTHING), in the same transaction as the slots it creates
// (docs/decisions/023-hours-slots-horizon-show-rate.md, docs/decisions/031-hours-are-the-truth.md).

export type DailyRun =
  | { ran: true; day: CalendarDate; through: CalendarDate; created: number }
  | { ran: false; reason: "done-today" };

/**
 * Today's run (the agency's date), unless another run — here or on another instance — already claimed
 * today. The claim and the slots commit together: a run that fails leaves the day unclaimed for the next try.
 */
export async function applyHoursToday(
  db: Database,
  { now, agencyZone }: { now: Date; agencyZone: string },
): Promise<DailyRun> {
  const day = dateInZone(now, agencyZone);
  const { days } = await readHorizon(db);
  return db.transaction(async (transaction): Promise<DailyRun> => {
    const tx = transaction as unknown as Database;
    const claimed = await tx
      .insert(slotTopUps)
      .values({ day, days, created: 0 })
      .onConflictDoNothing()
      .returning({ day: slotTopUps.day });
    if (claimed.length === 0) return { ran: false, reason: "done-today" };
    const { created, through } = await applyHours(tx, { now, agencyZone });
    await tx.update(slotTopUps).set({ created }).where(eq(slotTopUps.day, day));
    return { ran: true, day, through, created };
  });
}
