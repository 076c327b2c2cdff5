import { describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import { dayMarks } from "../../server/admin/day-marks";
import { generateSlots } from "../../server/availability/generate";
import { addDateOverride } from "../../server/booking/booking-policy";
import { timeSlots, weeklyAvailability } from "../../server/db/schema";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

const zone = "America/Monterrey";

describe.each(databaseKinds)("date overrides in generation and on the admin calendar on %s", (kind) => {
  const database = freshDatabasePerTest(kind);

  it("generation skips blocked dates and uses a date's own hours instead of its weekday's", async () => {
    const { db } = database;
    await db.insert(weeklyAvailability).values([
      { dayOfWeek: 2, startTime: "09:00:00", endTime: "12:00:00" }, // Tuesday
      { dayOfWeek: 3, startTime: "09:00:00", endTime: "11:00:00" }, // Wednesday
    ]);
    await addDateOverride(db, {
      fromDate: "2025-03-04",
      toDate: "2025-03-04",
      opensAt: null,
      closesAt: null,
      note: "Holiday",
    });
    await addDateOverride(db, {
      fromDate: "2025-03-05",
      toDate: "2025-03-05",
      opensAt: "15:00:00",
      closesAt: "17:00:00",
      note: null,
    });
    // A Sunday with hours of its own, though Sundays have none.
    await addDateOverride(db, {
      fromDate: "2025-03-09",
      toDate: "2025-03-09",
      opensAt: "10:00:00",
      closesAt: "11:00:00",
      note: null,
    });
    const now = wallClockToInstant("2025-03-04", "07:00:00", zone);
    expect(await generateSlots(db, { days: 8, now, agencyZone: zone })).toBe(6);
    const rows = await db.select().from(timeSlots).orderBy(timeSlots.slotDate, timeSlots.slotTime);
    expect(rows.map((row) => `${row.slotDate} ${row.slotTime}`)).toEqual([
      "2025-03-05 15:00:00",
      "2025-03-05 16:00:00",
      "2025-03-09 10:00:00",
      "2025-03-11 09:00:00",
      "2025-03-11 10:00:00",
      "2025-03-11 11:00:00",
    ]);
  });

  it("the admin calendar marks blocked dates of the month it shows, not dates with their own hours", async () => {
    const { db } = database;
    await addDateOverride(db, {
      fromDate: "2025-02-27",
      toDate: "2025-03-02",
      opensAt: null,
      closesAt: null,
      note: null,
    });
    await addDateOverride(db, {
      fromDate: "2025-03-31",
      toDate: "2025-04-02",
      opensAt: null,
      closesAt: null,
      note: null,
    });
    await addDateOverride(db, {
      fromDate: "2025-03-10",
      toDate: "2025-03-10",
      opensAt: "10:00:00",
      closesAt: "12:00:00",
      note: null,
    });
    const marks = await dayMarks(db, "2025-03-01", "2025-03-31");
    expect(marks.blocked).toEqual(["2025-03-01", "2025-03-02", "2025-03-31"]);
  });
});
