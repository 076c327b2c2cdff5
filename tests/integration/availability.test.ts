import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import { seedDemoData } from "../../server/availability/demo-data";
import { rateLimits, weeklyAvailability } from "../../server/db/schema";
import { hitRateLimit, hitRateLimits } from "../../server/rate-limit/limiter";
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

  it("counts several keys in one statement, each under its own rule, answering in the order asked", async () => {
    const hourly = { limit: 1, windowMs: 3_600_000 };
    const minutely = { limit: 2, windowMs: 60_000 };
    const hits = [
      { key: "z-hourly", rule: hourly },
      { key: "a-minutely", rule: minutely },
    ] as const;
    const [first, second] = await hitRateLimits(database.db, hits);
    expect([first.count, first.allowed, second.count, second.allowed]).toEqual([1, true, 1, true]);
    const [hourlyAgain, minutelyAgain] = await hitRateLimits(database.db, hits);
    expect(hourlyAgain).toMatchObject({ count: 2, allowed: false });
    expect(hourlyAgain.retryAfterSeconds).toBeGreaterThan(3_500);
    expect(minutelyAgain).toMatchObject({ count: 2, allowed: true });
    expect(minutelyAgain.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Each key's window is its own: the minute's has passed, the hour's has not.
    await database.db.update(rateLimits).set({ windowStartedAt: sql`now() - interval '2 minutes'` });
    const [hourlyLater, minutelyLater] = await hitRateLimits(database.db, hits);
    expect(hourlyLater.count).toBe(3);
    expect(minutelyLater.count).toBe(1);
  });

  it("counts every attempt when concurrent calls name the same keys in opposite orders", async () => {
    const rule = { limit: 100, windowMs: 60_000 };
    const forwards = [
      { key: "first", rule },
      { key: "second", rule },
    ];
    const backwards = [...forwards].reverse();
    await Promise.all(
      Array.from({ length: 10 }, (_, index) => hitRateLimits(database.db, index % 2 ? forwards : backwards)),
    );
    const counts = await database.db
      .select({ key: rateLimits.key, count: rateLimits.count })
      .from(rateLimits);
    expect(counts.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: "first", count: 10 },
      { key: "second", count: 10 },
    ]);
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
