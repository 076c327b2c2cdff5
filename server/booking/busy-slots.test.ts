import { beforeEach, describe, expect, it } from "vitest";
import { testNow } from "../../tests/support/booking-desk";
import { addBusyTime, busyCalendar as ownBusyCalendar } from "../../tests/support/busy-calendar";
import { setBookingRules } from "../../tests/support/hours-factory";
import { agencyZone, createSlot, slotStatus } from "../../tests/support/slot-factory";
import { databaseKinds, freshDatabasePerTest } from "../../tests/support/test-database";
import type { Database } from "../db/connection";
import { bookableSlotsOn } from "./bookable-slots";
import { claimSlot } from "./claim-slot";

// The owner's calendars' busy times in the one rule of what a visitor may book (bookable-slots.ts), on
// the test clock (Tuesday 2030-03-05, 08:00 in Monterrey): a busy time hides every slot whose call,
// widened by the booking rules' buffers, it overlaps, and a claim of such a slot is refused as taken.

describe.each(databaseKinds)("the owner's busy times on %s", (kind) => {
  const database = freshDatabasePerTest(kind);
  let db: Database;
  beforeEach(() => {
    db = database.db;
  });

  const busyCalendar = (options: { countsAsBusy?: boolean } = {}) => ownBusyCalendar(db, options);
  const busy = (calendarId: string, date: string, from: string, to: string) =>
    addBusyTime(db, calendarId, { date, from, to });
  const offered = async (date: string) =>
    (await bookableSlotsOn(db, date, { now: testNow, agencyZone })).map((slot) => slot.slotTime);

  it("hides the slots a busy time overlaps, and those its buffers reach, but not a slot that merely touches it", async () => {
    for (const time of ["09:00:00", "10:00:00", "11:00:00", "12:00:00", "13:00:00"])
      await createSlot(db, { slotDate: "2030-03-06", slotTime: time });
    const calendarId = await busyCalendar();
    await busy(calendarId, "2030-03-06", "10:30:00", "11:00:00");
    expect(await offered("2030-03-06")).toEqual(["09:00:00", "11:00:00", "12:00:00", "13:00:00"]);
    // With 15 minutes kept free after each call, the 09:00 call runs into 10:15 — still clear of 10:30;
    // with 15 before, the 11:00 call needs 10:45 free — busy.
    await setBookingRules(db, { bufferBeforeMinutes: 15, bufferAfterMinutes: 15 });
    expect(await offered("2030-03-06")).toEqual(["09:00:00", "12:00:00", "13:00:00"]);
  });

  it("ignores the busy times of a calendar that does not count as busy", async () => {
    await createSlot(db, { slotDate: "2030-03-06", slotTime: "10:00:00" });
    await busy(await busyCalendar({ countsAsBusy: false }), "2030-03-06", "10:00:00", "11:00:00");
    expect(await offered("2030-03-06")).toEqual(["10:00:00"]);
  });

  it("refuses a claim of a busy slot as taken, leaving it available", async () => {
    const slot = await createSlot(db, { slotDate: "2030-03-06", slotTime: "10:00:00" });
    await busy(await busyCalendar(), "2030-03-06", "09:30:00", "10:30:00");
    const claim = await db.transaction((tx) => claimSlot(tx, slot.id, { now: testNow, agencyZone }));
    expect(claim).toEqual({ ok: false, refusal: { reason: "booked" } });
    expect(await slotStatus(db, slot.id)).toBe("available");
  });
});
