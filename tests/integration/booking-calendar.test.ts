import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import { RememberedBookableSlots } from "../../server/booking/remembered-bookable-slots";
import type { DatabaseHandle } from "../../server/db/connection";
import { timeSlots } from "../../server/db/schema";
import { SlotEventsHub } from "../../server/realtime/slot-events-hub";
import { testNow } from "../support/booking-desk";
import { agencyZone, createSlot } from "../support/slot-factory";
import { createTestDatabase, databaseKinds } from "../support/test-database";

describe.each(databaseKinds)("the remembered booking calendar on %s", (kind) => {
  let database: DatabaseHandle;
  let hub: SlotEventsHub;
  let clock: number;
  let calendar: RememberedBookableSlots;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    hub = new SlotEventsHub(database);
    await hub.start();
    clock = 0;
    calendar = new RememberedBookableSlots(database.db, agencyZone, () => clock);
    hub.onChange((date) => calendar.forget(date));
  });
  afterEach(async () => {
    await hub.stop();
    await database.close();
  });

  it("answers from memory until the database announces a change to that date", async () => {
    const slot = await createSlot(database.db, { slotDate: "2030-03-06", slotTime: "10:00:00" });
    // Two days away: a change also forgets the dates either side (a buffer reaches across midnight).
    await createSlot(database.db, { slotDate: "2030-03-08", slotTime: "10:00:00" });
    await new Promise((resolve) => setTimeout(resolve, 200)); // the inserts' own announcements
    const first = await calendar.slotsOn("2030-03-06", testNow);
    const days = await calendar.days(testNow);
    expect(first.map((s) => s.slotTime)).toEqual(["10:00:00"]);
    expect(await calendar.slotsOn("2030-03-06", testNow)).toBe(first);
    expect(await calendar.days(testNow)).toBe(days);
    const otherDay = await calendar.slotsOn("2030-03-08", testNow);

    await database.db.update(timeSlots).set({ status: "booked" }).where(eq(timeSlots.id, slot.id));
    await expect.poll(() => calendar.slotsOn("2030-03-06", testNow), { timeout: 5_000 }).toEqual([]);
    expect((await calendar.days(testNow)).find((day) => day.date === "2030-03-06")?.count).toBe(0);
    expect(await calendar.slotsOn("2030-03-08", testNow)).toBe(otherDay);
  });

  it("never serves today's slots past their one-hour lead, nor anything older than 30 seconds", async () => {
    await createSlot(database.db, { slotDate: "2030-03-05", slotTime: "10:00:00" });
    await createSlot(database.db, { slotDate: "2030-03-05", slotTime: "11:00:00" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const at = (time: string) => wallClockToInstant("2030-03-05", time, agencyZone);
    const early = await calendar.slotsOn("2030-03-05", at("08:30:00"));
    expect(early.map((s) => s.slotTime)).toEqual(["10:00:00", "11:00:00"]);
    const later = await calendar.slotsOn("2030-03-05", at("09:00:00"));
    expect(later.map((s) => s.slotTime)).toEqual(["11:00:00"]);
    expect((await calendar.days(at("09:00:00")))[0]).toEqual({ date: "2030-03-05", count: 1 });

    const remembered = await calendar.slotsOn("2030-03-06", testNow);
    clock += 29_000;
    expect(await calendar.slotsOn("2030-03-06", testNow)).toBe(remembered);
    clock += 2_000;
    expect(await calendar.slotsOn("2030-03-06", testNow)).not.toBe(remembered);
  });

  it("forgets everything when changes may have been missed", async () => {
    const remembered = await calendar.slotsOn("2030-03-06", testNow);
    hub.announceAll();
    expect(await calendar.slotsOn("2030-03-06", testNow)).not.toBe(remembered);
  });
});
