import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import { generateSlots } from "../../server/availability/generate";
import { readHorizon, saveHorizon, topUpHorizon } from "../../server/availability/horizon";
import { removeSlotsOutsideHours, slotsOutsideHours } from "../../server/availability/outside-hours";
import { slotSummary } from "../../server/availability/slot-summary";
import { saveWeeklyHours } from "../../server/availability/weekly";
import { bookings, slotTopUps, timeSlots } from "../../server/db/schema";
import { setWeeklyHours } from "../support/hours-factory";
import { agencyZone, createSlot } from "../support/slot-factory";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

// Hours and slots that agree: narrowing a weekday's hours removes exactly its open future slots outside
// them (never a booked one), and the rolling horizon is topped up once a day, however many run it.

// Monday 2025-03-03, 12:30 in Monterrey: this morning's slots have passed, this afternoon's are to come.
const now = wallClockToInstant("2025-03-03", "12:30:00", agencyZone);
const at = { now, agencyZone };

function labels(rows: { slotDate: string; slotTime: string }[]) {
  return rows.map((row) => `${row.slotDate} ${row.slotTime.slice(0, 5)}`).sort();
}

describe.each(databaseKinds)("hours and slots on %s", (kind) => {
  const database = freshDatabasePerTest(kind);

  async function mondaySlots() {
    const rows = await database.db.select().from(timeSlots);
    return rows.filter((row) => new Date(`${row.slotDate}T00:00:00Z`).getUTCDay() === 1);
  }

  it("narrowing hours removes exactly the unbooked future slots outside them and never a booked one", async () => {
    const { db } = database;
    for (const dayOfWeek of [1, 2])
      await saveWeeklyHours(db, { dayOfWeek, startTime: "09:00:00", endTime: "17:00:00", isEnabled: true });
    // Mondays 03-03 and 03-10, Tuesdays 03-04 and 03-11: 8 slots each.
    expect(await generateSlots(db, { days: 9, ...at })).toBe(32);
    // Booked next Monday at 16:00 and at 09:00; a cancelled booking's slot at 15:00 (history to keep).
    await db.delete(timeSlots).where(eq(timeSlots.slotDate, "2025-03-10"));
    await createSlot(
      db,
      { slotDate: "2025-03-10", slotTime: "16:00:00" },
      { name: "Booked Late", email: "late@example.com" },
    );
    await createSlot(
      db,
      { slotDate: "2025-03-10", slotTime: "09:00:00" },
      { name: "Booked Early", email: "early@example.com" },
    );
    const { id: cancelledSlot } = await createSlot(
      db,
      { slotDate: "2025-03-10", slotTime: "15:00:00" },
      { name: "Gone", email: "gone@example.com" },
    );
    await db
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now, cancelledBy: "customer" })
      .where(eq(bookings.timeSlotId, cancelledSlot));
    await db.update(timeSlots).set({ status: "available" }).where(eq(timeSlots.id, cancelledSlot));
    await generateSlots(db, { days: 9, ...at });

    // Monday narrowed to 10:00–14:00.
    await saveWeeklyHours(db, { dayOfWeek: 1, startTime: "10:00:00", endTime: "14:00:00", isEnabled: true });
    const outside = await slotsOutsideHours(db, { day: 1, ...at });
    // Today: 14, 15, 16 (09 has passed); next Monday: 14, 15 (the cancelled one's slot is open again).
    expect(outside.unbooked).toBe(5);
    expect(outside.booked).toEqual([
      { slotDate: "2025-03-10", slotTime: "09:00:00", customerName: "Booked Early" },
      { slotDate: "2025-03-10", slotTime: "16:00:00", customerName: "Booked Late" },
    ]);
    const tuesdaysBefore = labels(
      (await db.select().from(timeSlots)).filter(
        (row) => row.slotDate.endsWith("04") || row.slotDate.endsWith("11"),
      ),
    );

    expect(await removeSlotsOutsideHours(db, { day: 1, ...at })).toBe(5);
    const monday = await mondaySlots();
    const open = monday.filter((row) => row.status === "available");
    expect(labels(open)).toEqual([
      "2025-03-03 09:00", // passed: left alone
      "2025-03-03 10:00",
      "2025-03-03 11:00",
      "2025-03-03 12:00",
      "2025-03-03 13:00",
      "2025-03-10 10:00",
      "2025-03-10 11:00",
      "2025-03-10 12:00",
      "2025-03-10 13:00",
    ]);
    expect(labels(monday.filter((row) => row.status === "booked"))).toEqual([
      "2025-03-10 09:00",
      "2025-03-10 16:00",
    ]);
    // The slot with a cancelled booking keeps its row (and history), closed.
    expect(monday.find((row) => row.id === cancelledSlot)?.status).toBe("unavailable");
    expect(await db.select().from(bookings)).toHaveLength(3);
    const tuesdaysAfter = labels(
      (await db.select().from(timeSlots)).filter(
        (row) => row.slotDate.endsWith("04") || row.slotDate.endsWith("11"),
      ),
    );
    expect(tuesdaysAfter).toEqual(tuesdaysBefore);
    // Asked again: nothing open is left outside, the booked calls are still listed.
    expect((await slotsOutsideHours(db, { day: 1, ...at })).unbooked).toBe(0);
    expect((await slotsOutsideHours(db, { day: 1, ...at })).booked).toHaveLength(2);
  });

  it("switching a weekday off offers every open future slot of it, and removes only those", async () => {
    const { db } = database;
    await saveWeeklyHours(db, { dayOfWeek: 2, startTime: "09:00:00", endTime: "12:00:00", isEnabled: true });
    await saveWeeklyHours(db, { dayOfWeek: 3, startTime: "09:00:00", endTime: "12:00:00", isEnabled: true });
    expect(await generateSlots(db, { days: 14, ...at })).toBe(12);
    await createSlot(
      db,
      { slotDate: "2025-03-18", slotTime: "10:00:00" },
      { name: "Kept Call", email: "kept@example.com" },
    );
    await saveWeeklyHours(db, { dayOfWeek: 2, startTime: "09:00:00", endTime: "12:00:00", isEnabled: false });
    const outside = await slotsOutsideHours(db, { day: 2, ...at });
    expect(outside.unbooked).toBe(6);
    expect(outside.booked.map((call) => call.customerName)).toEqual(["Kept Call"]);
    expect(await removeSlotsOutsideHours(db, { day: 2, ...at })).toBe(6);
    const left = await db.select().from(timeSlots);
    expect(left.filter((row) => row.slotDate === "2025-03-04" || row.slotDate === "2025-03-11")).toEqual([]);
    expect(left.filter((row) => row.slotDate === "2025-03-05" || row.slotDate === "2025-03-12")).toHaveLength(
      6,
    );
    expect(left.find((row) => row.slotDate === "2025-03-18")?.status).toBe("booked");
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

  it("the daily top-up runs once across two instances, and again the next day", async () => {
    const { db } = database;
    await setWeeklyHours(db, { Monday: ["09:00:00", "11:00:00"] });
    expect(await topUpHorizon(db, at)).toEqual({ ran: false, reason: "off" });
    await saveHorizon(db, { enabled: true, days: 14 });
    expect(await readHorizon(db)).toEqual({ enabled: true, days: 14 });
    // Two instances' timers firing together on one database (each query on its own connection).
    const runs = await Promise.all([topUpHorizon(db, at), topUpHorizon(db, at), topUpHorizon(db, at)]);
    expect(runs.filter((run) => run.ran)).toEqual([{ ran: true, day: "2025-03-03", created: 4 }]);
    expect(runs.filter((run) => !run.ran)).toEqual([
      { ran: false, reason: "done-today" },
      { ran: false, reason: "done-today" },
    ]);
    expect(await db.select({ day: slotTopUps.day, created: slotTopUps.created }).from(slotTopUps)).toEqual([
      { day: "2025-03-03", created: 4 },
    ]);
    // A week later the horizon reaches two more Mondays; today's claim is the new day's.
    const later = wallClockToInstant("2025-03-10", "06:00:00", agencyZone);
    expect(await topUpHorizon(db, { now: later, agencyZone })).toEqual({
      ran: true,
      day: "2025-03-10",
      created: 2,
    });
    expect(await topUpHorizon(db, { now: later, agencyZone })).toEqual({
      ran: false,
      reason: "done-today",
    });
    expect(await db.select().from(timeSlots)).toHaveLength(6);
  });
});
