import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import { bookDirectly, testDesk } from "../../tests/support/booking-desk";
import { agencyZone, createSlot } from "../../tests/support/slot-factory";
import { databaseKinds, freshDatabasePerTest } from "../../tests/support/test-database";
import type { Database } from "../db/connection";
import { bookings } from "../db/schema";
import { bookingByToken } from "./managed-booking";
import { mayChange } from "./may-change";

// The one answer to "may this booking still be cancelled or moved online", for a call on Thursday
// 2030-03-07 at 10:00 in Monterrey, booked on the test clock.

const at = (date: string, time: string) => wallClockToInstant(date, time, agencyZone);

describe.each(databaseKinds)("may a booking still change, on %s", (kind) => {
  const database = freshDatabasePerTest(kind);
  let db: Database;
  beforeEach(() => {
    db = database.db;
  });

  async function bookThursday() {
    const slot = await createSlot(db, { slotDate: "2030-03-07", slotTime: "10:00:00" });
    const { token, booking } = await bookDirectly(testDesk(db), slot.id);
    return { id: booking.id, read: () => bookingByToken(db, token) };
  }

  it("until the desk's notice before the call; then the booking stands but is too late to change", async () => {
    const { id, read } = await bookThursday();
    const booking = await read();
    const twoHours = testDesk(db, { changeNoticeHours: 2 });
    expect(mayChange(booking, at("2030-03-07", "07:59:59"), twoHours)).toMatchObject({
      ok: true,
      booking: { id },
    });
    expect(mayChange(booking, at("2030-03-07", "08:00:00"), twoHours)).toMatchObject({
      ok: false,
      reason: "too-late",
      booking: { id },
    });
    // The notice is the desk's: half an hour leaves the same moment open.
    const halfAnHour = testDesk(db, { changeNoticeHours: 0.5 });
    expect(mayChange(booking, at("2030-03-07", "08:00:00"), halfAnHour).ok).toBe(true);
    // Still too late while the call runs.
    expect(mayChange(booking, at("2030-03-07", "10:59:59"), twoHours)).toMatchObject({ reason: "too-late" });
  });

  it("never for a booking that is unknown, cancelled, or whose call is over", async () => {
    const { id, read } = await bookThursday();
    const desk = testDesk(db);
    const early = at("2030-03-06", "09:00:00");
    expect(mayChange(await read(), at("2030-03-07", "11:00:00"), desk)).toEqual({
      ok: false,
      reason: "no-booking",
    });
    expect(mayChange(undefined, early, desk)).toEqual({ ok: false, reason: "no-booking" });
    await db
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: early, cancelledBy: "owner" })
      .where(eq(bookings.id, id));
    expect(mayChange(await read(), early, desk)).toEqual({ ok: false, reason: "no-booking" });
  });
});
