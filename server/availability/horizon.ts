import { sql } from "drizzle-orm";
import type { Horizon } from "../../domain/admin-views";
import { DEFAULT_GENERATE_DAYS } from "../../domain/availability-schema";
import type { Database } from "../db/connection";
import { slotHorizon } from "../db/schema";

// The rolling horizon: when on, the hours are applied `days` ahead, not only over the booking window
// (apply-hours.ts); the daily run (daily-run.ts) keeps it as the days pass.

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
