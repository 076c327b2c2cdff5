import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, wallClockToInstant } from "../../domain/agency-time";
import { type AppliedHours, withHoursApplied } from "../../server/availability/apply-hours";
import { applyHoursToday } from "../../server/availability/daily-run";
import { generateSlots } from "../../server/availability/generate";
import { saveHorizon } from "../../server/availability/horizon";
import { bookedOutsideHours } from "../../server/availability/outside-hours";
import { slotSummary } from "../../server/availability/slot-summary";
import { saveDayHours } from "../../server/availability/weekly";
import type { Database } from "../../server/db/connection";
import { bookings, slotTopUps, timeSlots } from "../../server/db/schema";
import { blockDates, setWeeklyHours } from "../support/hours-factory";
import { agencyZone, createSlot } from "../support/slot-factory";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

// The slots follow the hours (docs/decisions/031-hours-are-the-truth.md): a change of the weekly hours
// creates and removes exactly the slots it calls for from now on, never a booked one; the booked calls
// left outside are listed; the daily run applies the hours once a day, however many instances run it.

// Monday 2025-03-03, 12:30 in Monterrey: this morning's slots have passed, this afternoon's are to come.
const now = wallClockToInstant("2025-03-03", "12:30:00", agencyZone);
const at = { now, agencyZone };
const range = (startTime: string, endTime: string) => ({ startTime, endTime });

/** The slots there are, as "date time status", in calendar order. */
async function slotsOf(db: Database, dates: string[]) {
  const rows = await db.select().from(timeSlots).orderBy(timeSlots.slotDate, timeSlots.slotTime);
  return rows
    .filter((row) => dates.includes(row.slotDate))
    .map((row) => `${row.slotDate} ${row.slotTime.slice(0, 5)} ${row.status}`);
}

function saveDay(
  db: Database,
  dayOfWeek: number,
  ranges: { startTime: string; endTime: string }[],
  on = true,
) {
  return withHoursApplied(db, at, (tx) => saveDayHours(tx, { dayOfWeek, isEnabled: on, ranges }));
}

describe.each(databaseKinds)("hours and slots on %s", (kind) => {
  const database = freshDatabasePerTest(kind);

  it("a weekday switched on gets its slots over the booking window at once; narrowed, loses those outside, never a booked one", async () => {
    const { db } = database;
    // Nothing exists yet: the hours alone fill today (whole day, as Generate does) to the window's end.
    const first: AppliedHours = (await saveDay(db, 1, [range("09:00:00", "17:00:00")])).applied;
    expect(first).toEqual({ created: 8, removed: 0, through: "2025-03-09" });
    // Next Monday is beyond the window: a booking there (a slot from an earlier generation) widens the range.
    await createSlot(
      db,
      { slotDate: "2025-03-10", slotTime: "16:00:00" },
      { name: "Booked Late", email: "late@example.com" },
    );
    expect((await saveDay(db, 1, [range("09:00:00", "17:00:00")])).applied).toEqual({
      created: 7,
      removed: 0,
      through: "2025-03-10",
    });
    // A cancelled booking's slot at 15:00 next Monday: its row keeps that history.
    const [cancelled] = await db
      .select()
      .from(timeSlots)
      .where(eq(timeSlots.slotDate, "2025-03-10"))
      .orderBy(timeSlots.slotTime)
      .limit(7)
      .offset(6);
    await db.insert(bookings).values({
      timeSlotId: cancelled?.id ?? "",
      customerName: "Gone",
      customerEmail: "gone@example.com",
      status: "cancelled",
      cancelledAt: now,
      cancelledBy: "customer",
    });

    // Monday narrowed to 10:00–14:00.
    expect((await saveDay(db, 1, [range("10:00:00", "14:00:00")])).applied).toEqual({
      created: 0,
      // Today 14:00, 15:00, 16:00 (09:00 has passed, left alone); next Monday 09:00, 14:00.
      removed: 5,
      through: "2025-03-10",
    });
    expect(await slotsOf(db, ["2025-03-03", "2025-03-10"])).toEqual([
      "2025-03-03 09:00 available", // passed
      "2025-03-03 10:00 available",
      "2025-03-03 11:00 available",
      "2025-03-03 12:00 available",
      "2025-03-03 13:00 available",
      "2025-03-10 10:00 available",
      "2025-03-10 11:00 available",
      "2025-03-10 12:00 available",
      "2025-03-10 13:00 available",
      "2025-03-10 15:00 available", // its history keeps it; the hours keep it from visitors
      "2025-03-10 16:00 booked",
    ]);
    expect(await db.select().from(bookings)).toHaveLength(2);
    expect(await bookedOutsideHours(db, at)).toEqual([
      expect.objectContaining({ slotDate: "2025-03-10", slotTime: "16:00:00", customerName: "Booked Late" }),
    ]);
  });

  it("switching a weekday off removes its open slots still to come and keeps the booked; on again brings them back", async () => {
    const { db } = database;
    await setWeeklyHours(db, { Tuesday: ["09:00:00", "12:00:00"], Wednesday: ["09:00:00", "12:00:00"] });
    await createSlot(
      db,
      { slotDate: "2025-03-11", slotTime: "10:00:00" },
      { name: "Kept Call", email: "kept@example.com" },
    );
    expect(await generateSlots(db, { days: 14, ...at })).toBe(11);
    const tuesdays = ["2025-03-04", "2025-03-11"];
    const wednesdays = ["2025-03-05", "2025-03-12"];
    const wednesdaysBefore = await slotsOf(db, wednesdays);
    expect((await saveDay(db, 2, [range("09:00:00", "12:00:00")], false)).applied.removed).toBe(5);
    expect(await slotsOf(db, tuesdays)).toEqual(["2025-03-11 10:00 booked"]);
    expect(await slotsOf(db, wednesdays)).toEqual(wednesdaysBefore);
    expect(await bookedOutsideHours(db, at)).toEqual([
      {
        bookingId: expect.any(String),
        slotDate: "2025-03-11",
        slotTime: "10:00:00",
        customerName: "Kept Call",
        blocked: false,
      },
    ]);

    expect((await saveDay(db, 2, [range("09:00:00", "12:00:00")])).applied.created).toBe(5);
    expect(await slotsOf(db, tuesdays)).toEqual([
      "2025-03-04 09:00 available",
      "2025-03-04 10:00 available",
      "2025-03-04 11:00 available",
      "2025-03-11 09:00 available",
      "2025-03-11 10:00 booked",
      "2025-03-11 11:00 available",
    ]);
    expect(await bookedOutsideHours(db, at)).toEqual([]);
  });

  it("a lunch break: two ranges on one day, the hour between them removed and never offered again by Generate", async () => {
    const { db } = database;
    await saveDay(db, 4, [range("09:00:00", "17:00:00")]);
    const thursday = "2025-03-06";
    expect(await slotsOf(db, [thursday])).toHaveLength(8);
    const { applied } = await saveDay(db, 4, [range("13:00:00", "17:00:00"), range("09:00:00", "12:00:00")]);
    expect(applied).toMatchObject({ created: 0, removed: 1 });
    expect(await slotsOf(db, [thursday])).toEqual(
      ["09", "10", "11", "13", "14", "15", "16"].map((hour) => `${thursday} ${hour}:00 available`),
    );
    // Generate Time Slots follows the same hours: nothing missing, nothing in the break.
    expect(await generateSlots(db, { days: 7, ...at })).toBe(0);
    expect(await generateSlots(db, { days: 14, ...at })).toBe(7);
    expect(await slotsOf(db, [addDays(thursday, 7)])).not.toContain(
      `${addDays(thursday, 7)} 12:00 available`,
    );
  });

  it("lists booked calls on blocked dates and outside the hours, not past ones", async () => {
    const { db } = database;
    await setWeeklyHours(db, { Monday: ["09:00:00", "17:00:00"], Tuesday: ["09:00:00", "17:00:00"] });
    for (const [slotDate, slotTime, name] of [
      ["2025-03-03", "10:00:00", "Past Pat"],
      ["2025-03-03", "16:00:00", "Later Today"],
      ["2025-03-04", "10:00:00", "Blocked Bea"],
    ] as const)
      await createSlot(db, { slotDate, slotTime }, { name, email: `${name.split(" ")[0]}@example.com` });
    await blockDates(db, "2025-03-04");
    await setWeeklyHours(db, { Monday: ["09:00:00", "12:00:00"] });
    expect(
      (await bookedOutsideHours(db, at)).map(({ customerName, blocked }) => [customerName, blocked]),
    ).toEqual([
      ["Later Today", false],
      ["Blocked Bea", true],
    ]);
  });

  it("says what exists from today on", async () => {
    const { db } = database;
    expect(await slotSummary(db, at)).toEqual({ future: 0, booked: 0, lastDate: null });
    await createSlot(db, { slotDate: "2025-03-02", slotTime: "10:00:00" });
    await createSlot(db, { slotDate: "2025-03-03", slotTime: "10:00:00" });
    await createSlot(
      db,
      { slotDate: "2025-03-20", slotTime: "10:00:00" },
      { name: "Some One", email: "one@example.com" },
    );
    expect(await slotSummary(db, at)).toEqual({ future: 2, booked: 1, lastDate: "2025-03-20" });
  });

  it("the daily run applies the hours once across instances, through the window or the horizon, and again the next day", async () => {
    const { db } = database;
    await setWeeklyHours(db, { Monday: ["09:00:00", "11:00:00"] });
    // Two instances' timers firing together on one database (each query on its own connection).
    const runs = await Promise.all([
      applyHoursToday(db, at),
      applyHoursToday(db, at),
      applyHoursToday(db, at),
    ]);
    // Today's Monday only: the booking window ends on Sunday.
    expect(runs.filter((run) => run.ran)).toEqual([
      { ran: true, day: "2025-03-03", through: "2025-03-09", created: 2 },
    ]);
    expect(runs.filter((run) => !run.ran)).toEqual([
      { ran: false, reason: "done-today" },
      { ran: false, reason: "done-today" },
    ]);
    expect(await db.select({ day: slotTopUps.day, created: slotTopUps.created }).from(slotTopUps)).toEqual([
      { day: "2025-03-03", created: 2 },
    ]);
    await saveHorizon(db, { enabled: true, days: 14 });
    // A week later the horizon reaches two more Mondays; today's claim is the new day's.
    const later = { now: wallClockToInstant("2025-03-10", "06:00:00", agencyZone), agencyZone };
    expect(await applyHoursToday(db, later)).toEqual({
      ran: true,
      day: "2025-03-10",
      through: "2025-03-23",
      created: 4,
    });
    expect(await applyHoursToday(db, later)).toEqual({ ran: false, reason: "done-today" });
    expect(await db.select().from(timeSlots)).toHaveLength(6);
  });
});
