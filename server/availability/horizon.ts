import { eq, sql } from "drizzle-orm";
import type { Horizon } from "../../domain/admin-views";
import { type CalendarDate, dateInZone } from "../../domain/agency-time";
import { DEFAULT_GENERATE_DAYS } from "../../domain/availability-schema";
import type { Database } from "../db/connection";
import { slotHorizon, slotTopUps } from "../db/schema";
import { generateSlots } from "./generate";

// The rolling horizon: when on, slots are kept `days` ahead. The server tops it up once a day; with
// several instances on one database, the day's row in slot_top_ups is claimed by exactly one of them
// (INSERT … ON CONFLICT DO NOTHING), in the same transaction as the slots it creates
// (docs/decisions/023-hours-slots-horizon-show-rate.md).

export async function readHorizon(db: Database): Promise<Horizon> {
  const [row] = await db.select({ enabled: slotHorizon.enabled, days: slotHorizon.days }).from(slotHorizon);
  return row ?? { enabled: false, days: DEFAULT_GENERATE_DAYS };
}

export async function saveHorizon(db: Database, horizon: Horizon): Promise<void> {
  await db
    .insert(slotHorizon)
    .values({ id: true, ...horizon })
    .onConflictDoUpdate({
      target: slotHorizon.id,
      set: { enabled: horizon.enabled, days: horizon.days, updatedAt: sql`now()` },
    });
}

export type TopUp =
  | { ran: true; day: CalendarDate; created: number }
  | { ran: false; reason: "off" | "done-today" };

/**
 * Today's top-up (the agency's date), unless the horizon is off or another run — here or on another
 * instance — already claimed today. The claim and the slots commit together: a run that fails leaves
 * the day unclaimed for the next try.
 */
export async function topUpHorizon(
  db: Database,
  { now, agencyZone }: { now: Date; agencyZone: string },
): Promise<TopUp> {
  const horizon = await readHorizon(db);
  if (!horizon.enabled) return { ran: false, reason: "off" };
  const day = dateInZone(now, agencyZone);
  return db.transaction(async (tx): Promise<TopUp> => {
    const claimed = await tx
      .insert(slotTopUps)
      .values({ day, days: horizon.days, created: 0 })
      .onConflictDoNothing()
      .returning({ day: slotTopUps.day });
    if (claimed.length === 0) return { ran: false, reason: "done-today" };
    const created = await generateSlots(tx as unknown as Database, { days: horizon.days, now, agencyZone });
    await tx.update(slotTopUps).set({ created }).where(eq(slotTopUps.day, day));
    return { ran: true, day, created };
  });
}
