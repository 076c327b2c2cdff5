import { afterEach, describe, expect, it } from "vitest";
import { dateInZone } from "../../domain/agency-time";
import { saveHorizon } from "../../server/availability/horizon";
import { slotTopUps, timeSlots, weeklyAvailability } from "../../server/db/schema";
import { createServerDatabase } from "../support/server-database";
import { startServerProcess } from "../support/server-process";

// The daily run that applies the hours (and keeps the rolling horizon) with two server processes (the
// production build) started together on one PostgreSQL database: exactly one of them runs today, the
// other finds the day claimed.

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

const toppedUp = /hours applied on (\d{4}-\d{2}-\d{2}) through \d{4}-\d{2}-\d{2}, (\d+) slot\(s\) created/g;

describe("the rolling horizon on two instances", () => {
  it("is topped up once a day across both instances", async () => {
    const database = await createServerDatabase("postgres");
    cleanups.push(() => database.remove());
    const seed = await database.open();
    cleanups.push(() => seed.close());
    await seed.db
      .insert(weeklyAvailability)
      .values(
        [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime: "09:00:00", endTime: "12:00:00" })),
      );
    await saveHorizon(seed.db, { enabled: true, days: 10 });

    const env = { ...database.env, LOG_LEVEL: "info", AGENCY_TIMEZONE: "America/Monterrey" };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    for (const instance of [a, b]) cleanups.push(() => instance.stop("SIGKILL"));

    const today = dateInZone(new Date(), "America/Monterrey");
    const lines = async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const found = [...a.output().matchAll(toppedUp), ...b.output().matchAll(toppedUp)];
        if (found.length > 0) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return [];
    };
    const found = await lines();
    // Both have started and run their first top-up: give the second one's a moment to be sure.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const all = [...a.output().matchAll(toppedUp), ...b.output().matchAll(toppedUp)];
    expect(found).toHaveLength(1);
    expect(all).toHaveLength(1);
    expect(all[0]?.[1]).toBe(today);
    const claims = await seed.db.select().from(slotTopUps);
    expect(claims.map((claim) => claim.day)).toEqual([today]);
    const slots = await seed.db.select().from(timeSlots);
    // Ten days of three slots, the created count agreeing with the table: created once, not twice.
    expect(slots).toHaveLength(30);
    expect(claims[0]?.created).toBe(30);
    expect(Number(all[0]?.[2])).toBe(30);
  });
});
