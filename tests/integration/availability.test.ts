import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import { seedDemoData } from "../../server/availability/demo-data";
import { rateLimits, weeklyAvailability } from "../../server/db/schema";
import { hitRateLimit } from "../../server/rate-limit/limiter";
import { generateAt, setWeeklyHours } from "../support/hours-factory";
import { agencyZone } from "../support/slot-factory";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

describe.each(databaseKinds)("availability and limits on %s", (kind) => {
  const database = freshDatabasePerTest(kind);

  it("generates one slot per whole hour of each enabled weekday, reports what it created, and never twice", async () => {
    const { db } = database;
    await setWeeklyHours(db, {
      Tuesday: ["09:00:00", "12:00:00"],
      Wednesday: ["14:00:00", "16:00:00", "off"],
    });
    // Tuesday 2025-03-04 at 23:30 in Monterrey is already Wednesday in UTC.
    const slots = [
      "2025-03-04 09:00:00",
      "2025-03-04 10:00:00",
      "2025-03-04 11:00:00",
      "2025-03-11 09:00:00",
      "2025-03-11 10:00:00",
      "2025-03-11 11:00:00",
    ];
    expect(await generateAt(db, "2025-03-04 23:30:00")).toEqual({ created: 6, slots });
    expect(await generateAt(db, "2025-03-04 23:30:00")).toEqual({ created: 0, slots });
  });

  it("seeds Monday–Friday 09:00–17:00 and 30 days of slots on an empty database only", async () => {
    const now = wallClockToInstant("2025-03-03", "08:00:00", agencyZone); // a Monday
    const created = await seedDemoData(database.db, { now, agencyZone });
    // 30 days from Monday: 4 full weeks (20 weekdays) + Mon, Tue = 22 weekdays of 8 slots.
    expect(created).toBe(22 * 8);
    expect(await database.db.select().from(weeklyAvailability)).toHaveLength(5);
    expect(await seedDemoData(database.db, { now, agencyZone })).toBe(0);
  });

  it("counts attempts per key across calls and refuses past the limit", async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 5 }, () => hitRateLimit(database.db, "k", rule)));
    expect(results.map((result) => result.count).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
    expect((await hitRateLimit(database.db, "other", rule)).allowed).toBe(true);
    const refused = results.find((result) => !result.allowed);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("never asks for a wait longer than the window, even when the window began after this attempt's own now()", async () => {
    // What concurrent attempts produce: one that waited for the row's lock sees a window opened later.
    await database.db
      .insert(rateLimits)
      .values({ key: "late", count: 1, windowStartedAt: sql`now() + interval '500 milliseconds'` });
    const result = await hitRateLimit(database.db, "late", { limit: 1, windowMs: 60_000 });
    expect(result.allowed).toBe(false);
    expect(result.retryAfterSeconds).toBe(60);
  });
});
