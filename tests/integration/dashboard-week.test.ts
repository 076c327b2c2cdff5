import { describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import { dashboardStats, weekAhead } from "../../server/admin/dashboard";
import { setBookingRules } from "../support/hours-factory";
import { agencyZone, createSlot } from "../support/slot-factory";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

// The dashboard's coming week counts as free only what a visitor could book now, as the Available
// Slots card does: this afternoon, the morning's times are gone, not free.

describe.each(databaseKinds)("the dashboard's coming week on %s", (kind) => {
  const database = freshDatabasePerTest(kind);

  it("counts today's past times neither as free nor as bookable, and agrees with Available Slots", async () => {
    const { db } = database;
    const today = "2030-03-05";
    // Visitors may book two weeks ahead: the chart shows one.
    await setBookingRules(db, { horizonDays: 14 });
    for (const slotTime of ["09:00:00", "10:00:00", "17:00:00", "18:00:00"])
      await createSlot(db, { slotDate: today, slotTime });
    await createSlot(
      db,
      { slotDate: today, slotTime: "11:00:00" },
      { name: "Ada", email: "ada@example.com" },
    );
    await createSlot(db, { slotDate: "2030-03-07", slotTime: "09:00:00" });
    await createSlot(db, { slotDate: "2030-03-07", slotTime: "10:00:00", status: "unavailable" });
    // Far beyond the week: not in the chart.
    await createSlot(db, { slotDate: "2030-03-13", slotTime: "09:00:00" });

    const afternoon = wallClockToInstant(today, "13:30:00", agencyZone);
    const week = await weekAhead(db, { now: afternoon, agencyZone });
    expect(week.map((day) => day.date)).toEqual([
      "2030-03-05",
      "2030-03-06",
      "2030-03-07",
      "2030-03-08",
      "2030-03-09",
      "2030-03-10",
      "2030-03-11",
    ]);
    expect(week[0]).toEqual({ date: today, booked: 1, available: 2 });
    expect(week[2]).toEqual({ date: "2030-03-07", booked: 0, available: 1 });
    const { availableSlots } = await dashboardStats(db, { now: afternoon, agencyZone });
    const inWeek = week.reduce((sum, day) => sum + day.available, 0);
    expect(inWeek).toBe(3);
    // The card counts the whole booking window: the week's free times and the one in the week after.
    expect(availableSlots).toBe(inWeek + 1);
  });
});
