import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import { ownerCancelRefusals } from "../../domain/owner-cancel";
import { slotViewsOfDay } from "../../server/admin/time-slots";
import { bookings } from "../../server/db/schema";
import { addBusyTime, busyCalendar } from "../support/busy-calendar";
import { blockDates, setBookingRules, setWeeklyHours } from "../support/hours-factory";
import { agencyZone, createSlot, slotStatus } from "../support/slot-factory";
import { agencyDay, postForm, startSignedIn, type TestApp } from "../support/test-app";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

// What the time-slots screen says of each slot, and the owner's cancel it offers: a time that has come
// is past, a time outside the hours or on a blocked date is not offered, and a call that has started or
// is marked cannot be cancelled (the action refuses it, whatever the page showed).

describe.each(databaseKinds)("the time-slots screen's slots on %s", (kind) => {
  const database = freshDatabasePerTest(kind);
  // Monday 2025-03-03, 12:30 in Monterrey.
  const at = { now: wallClockToInstant("2025-03-03", "12:30:00", agencyZone), agencyZone };

  it("says which slots have started and where each stands against the hours in force", async () => {
    const { db } = database;
    await setWeeklyHours(db, { Monday: ["09:00:00", "17:00:00"], Tuesday: ["09:00:00", "17:00:00"] });
    for (const slotTime of ["12:00:00", "13:00:00", "17:00:00"])
      await createSlot(db, { slotDate: "2025-03-03", slotTime });
    await createSlot(db, { slotDate: "2025-03-04", slotTime: "10:00:00" });
    await blockDates(db, "2025-03-04");
    // The factory widened Monday to cover 17:00: narrowed back, 17:00 lies outside the hours.
    await setWeeklyHours(db, { Monday: ["09:00:00", "17:00:00"] });
    const monday = await slotViewsOfDay(db, "2025-03-03", at);
    expect(monday.map(({ slotTime, started, place }) => [slotTime, started, place])).toEqual([
      ["12:00:00", true, "inside"],
      ["13:00:00", false, "inside"],
      ["17:00:00", false, "outside"],
    ]);
    const tuesday = await slotViewsOfDay(db, "2025-03-04", at);
    expect(tuesday.map(({ started, place }) => [started, place])).toEqual([[false, "blocked"]]);
  });

  it("says which free times a visitor could book now, as the booking page decides (a buffer keeps one)", async () => {
    const { db } = database;
    await setWeeklyHours(db, { Monday: ["09:00:00", "18:00:00"] });
    await createSlot(
      db,
      { slotDate: "2025-03-03", slotTime: "15:00:00" },
      { name: "Ada", email: "ada@example.com" },
    );
    for (const slotTime of ["14:00:00", "16:00:00", "17:00:00"])
      await createSlot(db, { slotDate: "2025-03-03", slotTime });
    const offered = async () =>
      (await slotViewsOfDay(db, "2025-03-03", at)).map(({ slotTime, offered }) => [slotTime, offered]);
    expect(await offered()).toEqual([
      ["14:00:00", true],
      ["15:00:00", false],
      ["16:00:00", true],
      ["17:00:00", true],
    ]);
    await setBookingRules(db, { bufferAfterMinutes: 15 });
    expect(await offered()).toEqual([
      ["14:00:00", true],
      ["15:00:00", false],
      ["16:00:00", false],
      ["17:00:00", true],
    ]);
  });
});

describe.each(databaseKinds)("why the time-slots screen's free times are not offered, on %s", (kind) => {
  const database = freshDatabasePerTest(kind);
  // Monday 2025-03-03, 12:30 in Monterrey.
  const at = { now: wallClockToInstant("2025-03-03", "12:30:00", agencyZone), agencyZone };
  const said = async (date: string) =>
    (await slotViewsOfDay(database.db, date, at)).map(({ slotTime, notOfferedBecause, calendarClash }) => [
      slotTime,
      notOfferedBecause ?? calendarClash ?? null,
    ]);

  it("names the rule or the calendar event that keeps each, and flags a booked call the calendar is also busy at", async () => {
    const { db } = database;
    await setWeeklyHours(db, { Monday: ["09:00:00", "18:00:00"], Thursday: ["09:00:00", "18:00:00"] });
    await createSlot(
      db,
      { slotDate: "2025-03-03", slotTime: "15:00:00" },
      { name: "Ada", email: "ada@example.com" },
    );
    for (const slotTime of ["13:00:00", "14:00:00", "16:00:00", "17:00:00"])
      await createSlot(db, { slotDate: "2025-03-03", slotTime });
    await createSlot(db, { slotDate: "2025-03-20", slotTime: "10:00:00" });
    await setBookingRules(db, { noticeMinutes: 60, bufferBeforeMinutes: 30, horizonDays: 14 });
    const work = await busyCalendar(db);
    await addBusyTime(db, work, { date: "2025-03-03", from: "15:10:00", to: "15:25:00", title: "Standup" });
    await addBusyTime(db, work, { date: "2025-03-03", from: "17:10:00", to: "17:40:00", title: "Dentist" });
    const hidden = await busyCalendar(db, { countsAsBusy: false, displayName: "Family" });
    await addBusyTime(db, hidden, { date: "2025-03-03", from: "16:00:00", to: "17:00:00", title: "Lunch" });

    expect(await said("2025-03-03")).toEqual([
      ["13:00:00", "Too soon: your minimum notice is 1 hour."],
      ["14:00:00", "In the buffer before the 15:00 call."],
      ["15:00:00", "Your calendar also has Standup (Work calendar) at this time."],
      ["16:00:00", null],
      ["17:00:00", "Busy in your calendar: Dentist (Work calendar)."],
    ]);
    expect(await said("2025-03-20")).toEqual([["10:00:00", "Beyond your booking horizon of 14 days."]]);
    await setBookingRules(db, { dailyCap: 1, bufferBeforeMinutes: 0, bufferAfterMinutes: 15 });
    expect((await said("2025-03-03"))[3]).toEqual([
      "16:00:00",
      "The daily cap of 1 call is reached on this date.",
    ]);
    await setBookingRules(db, { bufferAfterMinutes: 15 });
    expect((await said("2025-03-03"))[3]).toEqual(["16:00:00", "In the buffer after the 15:00 call."]);
  });
});

describe.each(databaseKinds)("the owner's cancel on %s", (kind) => {
  let app: TestApp;
  let cookie: string;
  beforeEach(async () => {
    ({ app, cookie } = await startSignedIn(kind));
  });
  afterEach(async () => {
    await app?.close();
  });

  const cancel = (slotId: string) =>
    postForm(
      app,
      "/admin/time-slots.data",
      { intent: "cancel-booking", slot_id: slotId, reason: "" },
      cookie,
    );
  const booked = async (days: number, name: string) =>
    (
      await createSlot(
        app.services.database.db,
        { slotDate: agencyDay(app, days), slotTime: "10:00:00" },
        { name, email: `${name.split(" ")[0]}@example.com` },
      )
    ).id;

  it("refuses a call that has started or is marked, changing nothing, and cancels one still to come", async () => {
    const { db } = app.services.database;
    const past = await booked(-1, "Past Unmarked");
    const marked = await booked(2, "Marked Early");
    await db.update(bookings).set({ attendance: "no_show" }).where(eq(bookings.timeSlotId, marked));
    const coming = await booked(3, "Still Coming");

    for (const [slotId, message] of [
      [past, ownerCancelRefusals.started],
      [marked, ownerCancelRefusals.marked],
    ] as const) {
      const response = await cancel(slotId);
      expect(response.status).toBe(409);
      expect(await response.text()).toContain(message);
      expect(await slotStatus(db, slotId)).toBe("booked");
    }
    expect((await db.select().from(bookings)).map((booking) => booking.status)).toEqual([
      "confirmed",
      "confirmed",
      "confirmed",
    ]);
    expect((await cancel(coming)).status).toBe(200);
    expect(await slotStatus(db, coming)).toBe("available");
  });
});
