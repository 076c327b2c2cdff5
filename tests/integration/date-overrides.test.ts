import { describe, expect, it } from "vitest";
import { dayMarks } from "../../server/admin/day-marks";
import { blockDates, generateAt, giveDateHours, setWeeklyHours } from "../support/hours-factory";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

describe.each(databaseKinds)("date overrides in generation and on the admin calendar on %s", (kind) => {
  const database = freshDatabasePerTest(kind);

  it("generation skips blocked dates and uses a date's own hours instead of its weekday's", async () => {
    const { db } = database;
    await setWeeklyHours(db, { Tuesday: ["09:00:00", "12:00:00"], Wednesday: ["09:00:00", "11:00:00"] });
    await blockDates(db, "2025-03-04", { note: "Holiday" });
    await giveDateHours(db, "2025-03-05", ["15:00:00", "17:00:00"]);
    // A Sunday with hours of its own, though Sundays have none.
    await giveDateHours(db, "2025-03-09", ["10:00:00", "11:00:00"]);
    expect(await generateAt(db, "2025-03-04 07:00:00")).toEqual({
      created: 6,
      slots: [
        "2025-03-05 15:00:00",
        "2025-03-05 16:00:00",
        "2025-03-09 10:00:00",
        "2025-03-11 09:00:00",
        "2025-03-11 10:00:00",
        "2025-03-11 11:00:00",
      ],
    });
  });

  it("the admin calendar marks blocked dates of the month it shows, not dates with their own hours", async () => {
    const { db } = database;
    await blockDates(db, "2025-02-27", { to: "2025-03-02" });
    await blockDates(db, "2025-03-31", { to: "2025-04-02" });
    await giveDateHours(db, "2025-03-10", ["10:00:00", "12:00:00"]);
    const marks = await dayMarks(db, "2025-03-01", "2025-03-31");
    expect(marks.blocked).toEqual(["2025-03-01", "2025-03-02", "2025-03-31"]);
  });
});
