import { beforeEach, describe, expect, it } from "vitest";
import { MAX_HORIZON_DAYS } from "../../domain/booking-rules";
import { bookDirectly, testDesk, testNow } from "../../tests/support/booking-desk";
import { blockDates, setBookingRules } from "../../tests/support/hours-factory";
import { agencyZone, createSlot, slotStatus } from "../../tests/support/slot-factory";
import { databaseKinds, freshDatabasePerTest } from "../../tests/support/test-database";
import type { Database } from "../db/connection";
import { claimSlot } from "./claim-slot";

// The one claim of a slot that a booking and a move both make, on the test clock (Tuesday 2030-03-05,
// 08:00 in Monterrey): who wins, and what a refused claim says.

describe.each(databaseKinds)("claiming a slot on %s", (kind) => {
  const database = freshDatabasePerTest(kind);
  let db: Database;
  beforeEach(() => {
    db = database.db;
  });
  const claim = (slotId: string, movingBookingId?: string) =>
    db.transaction((tx) => claimSlot(tx, slotId, { now: testNow, agencyZone, movingBookingId }));

  it("takes an available slot the rules allow for exactly one of several claims", async () => {
    const slot = await createSlot(db, { slotDate: "2030-03-06", slotTime: "10:00:00" });
    const claims = await Promise.all(Array.from({ length: 5 }, () => claim(slot.id)));
    expect(claims.filter((result) => result.ok)).toEqual([
      { ok: true, slot: { id: slot.id, slotDate: "2030-03-06", slotTime: "10:00:00" } },
    ]);
    expect(claims.filter((result) => !result.ok)).toEqual(
      Array(4).fill({ ok: false, refusal: { reason: "booked" } }),
    );
    expect(await slotStatus(db, slot.id)).toBe("booked");
  });

  it("names the rule that refuses a time under the owner's rules, and leaves the slot as it was", async () => {
    await setBookingRules(db, { horizonDays: MAX_HORIZON_DAYS });
    // Today and the next 89 days: 2030-06-02 is the last day that can be booked.
    const lastDay = await createSlot(db, { slotDate: "2030-06-02", slotTime: "10:00:00" });
    const refused = {
      past: await createSlot(db, { slotDate: "2030-03-04", slotTime: "10:00:00" }),
      horizon: await createSlot(db, { slotDate: "2030-06-03", slotTime: "10:00:00" }),
      notice: await createSlot(db, { slotDate: "2030-03-05", slotTime: "09:00:00" }),
      blocked: await createSlot(db, { slotDate: "2030-04-10", slotTime: "10:00:00" }),
    };
    await blockDates(db, "2030-04-10");
    for (const [rule, slot] of Object.entries(refused)) {
      expect(await claim(slot.id), rule).toEqual({ ok: false, refusal: { reason: "not_bookable", rule } });
      expect(await slotStatus(db, slot.id)).toBe("available");
    }
    const closed = await createSlot(db, {
      slotDate: "2030-03-06",
      slotTime: "10:00:00",
      status: "unavailable",
    });
    for (const slotId of [closed.id, "4a1f6a1e-2f7e-4a55-9d2b-3b2f0c1d9e8f"])
      expect(await claim(slotId)).toEqual({ ok: false, refusal: { reason: "not_bookable" } });
    expect((await claim(lastDay.id)).ok).toBe(true);
  });

  it("lets no booking but the one being moved cap the new time's date or buffer it", async () => {
    const from = await createSlot(db, { slotDate: "2030-03-07", slotTime: "10:00:00" });
    const next = await createSlot(db, { slotDate: "2030-03-07", slotTime: "11:00:00" });
    const { booking } = await bookDirectly(testDesk(db), from.id);
    await setBookingRules(db, { dailyCap: 1 });
    expect(await claim(next.id)).toEqual({
      ok: false,
      refusal: { reason: "not_bookable", rule: "daily_cap" },
    });
    await setBookingRules(db, { bufferAfterMinutes: 30 });
    expect(await claim(next.id)).toEqual({ ok: false, refusal: { reason: "not_bookable", rule: "buffer" } });
    await setBookingRules(db, { bufferAfterMinutes: 30, dailyCap: 1 });
    expect((await claim(next.id, booking.id)).ok).toBe(true);
  });
});
