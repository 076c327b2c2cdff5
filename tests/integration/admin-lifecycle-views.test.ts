import { beforeEach, describe, expect, it } from "vitest";
import { lifecycleText } from "../../app/lib/admin-format";
import { wallClockToInstant } from "../../domain/agency-time";
import { dashboardStats, recentBookings } from "../../server/admin/dashboard";
import { slotsOfDay } from "../../server/admin/time-slots";
import { bookSlot } from "../../server/booking/book-slot";
import { cancelByOwner } from "../../server/booking/cancel";
import { moveByOwner } from "../../server/booking/owner-move";
import { rescheduleBooking } from "../../server/booking/reschedule";
import type { Database } from "../../server/db/connection";
import { testDesk, testHolder, testNow } from "../support/booking-desk";
import { agencyZone, createSlot } from "../support/slot-factory";
import { startSignedIn } from "../support/test-app";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

// What the admin sees of a booking's life: the dashboard counts standing bookings only, Recent
// Bookings and Time Slots say who cancelled or moved a booking, and when.

async function bookAs(db: Database, slotId: string, name: string, email = "ada@example.com") {
  const desk = testDesk(db);
  const booked = await bookSlot(
    db,
    {
      time_slot_id: slotId,
      customer_name: name,
      customer_email: email,
      customer_phone: undefined,
      notes: undefined,
    },
    { now: testNow, mail: desk.mail, holder: testHolder(desk), linkBase: "https://dvat.test" },
  );
  if (booked.kind !== "booked") throw new Error("not booked");
  return booked;
}

describe.each(databaseKinds)("the admin's view of cancelled and moved bookings on %s", (kind) => {
  const database = freshDatabasePerTest(kind);
  let db: Database;
  beforeEach(() => {
    db = database.db;
  });

  const book = (slotId: string, name: string) => bookAs(db, slotId, name);

  it("counts standing bookings, and shows who cancelled or moved which booking and when", async () => {
    const kept = await createSlot(db, { slotDate: "2030-03-05", slotTime: "10:00:00" });
    const cancelled = await createSlot(db, { slotDate: "2030-03-05", slotTime: "11:00:00" });
    const from = await createSlot(db, { slotDate: "2030-03-05", slotTime: "12:00:00" });
    const to = await createSlot(db, { slotDate: "2030-03-06", slotTime: "09:00:00" });
    await book(kept.id, "Kept Customer");
    await book(cancelled.id, "Gone Customer");
    const mover = await book(from.id, "Moving Customer");
    const cancelledAt = wallClockToInstant("2030-03-05", "08:10:00", agencyZone);
    const movedAt = wallClockToInstant("2030-03-05", "08:20:00", agencyZone);
    await cancelByOwner(testDesk(db), cancelled.id, {
      reason: "Team away",
      now: cancelledAt,
      linkBase: "https://dvat.test",
    });
    const moved = await rescheduleBooking(testDesk(db), {
      token: mover.token,
      fromSlotId: from.id,
      toSlotId: to.id,
      now: movedAt,
      linkBase: "https://dvat.test",
    });
    expect(moved.ok).toBe(true);

    const morning = wallClockToInstant("2030-03-05", "08:30:00", agencyZone);
    expect(await dashboardStats(db, { now: morning, agencyZone })).toMatchObject({
      totalBookings: 2,
      recordedBookings: 3,
      todaysBookings: 1,
    });

    const recent = await recentBookings(db, "all");
    expect(recent.find((row) => row.customerName === "Gone Customer")).toMatchObject({
      status: "cancelled",
      cancelledBy: "owner",
      cancelReason: "Team away",
      cancelledAt,
    });
    expect(recent.find((row) => row.customerName === "Moving Customer")).toMatchObject({
      status: "confirmed",
      slotDate: "2030-03-06",
      movedAt,
      movedBy: "customer",
    });
    expect(recent.find((row) => row.customerName === "Kept Customer")).toMatchObject({
      movedAt: null,
      cancelledAt: null,
    });

    const day = await slotsOfDay(db, "2030-03-05");
    const at = (time: string) => day.find((slot) => slot.slotTime === time);
    expect(at("10:00:00")).toMatchObject({
      status: "booked",
      booking: { customerName: "Kept Customer" },
      history: [],
    });
    expect(at("11:00:00")).toMatchObject({
      status: "available",
      booking: null,
      history: [
        {
          kind: "cancelled",
          customerName: "Gone Customer",
          by: "owner",
          reason: "Team away",
          at: cancelledAt,
        },
      ],
    });
    expect(at("12:00:00")).toMatchObject({
      status: "available",
      booking: null,
      history: [
        {
          kind: "moved-away",
          customerName: "Moving Customer",
          by: "customer",
          toDate: "2030-03-06",
          toTime: "09:00:00",
          at: movedAt,
        },
      ],
    });
    const [newSlot] = await slotsOfDay(db, "2030-03-06");
    expect(newSlot).toMatchObject({
      status: "booked",
      booking: { customerName: "Moving Customer", movedHereAt: movedAt, movedHereBy: "customer" },
    });
  });

  it("says the agency moved a booking the owner moved, wherever a move is shown", async () => {
    const from = await createSlot(db, { slotDate: "2030-03-07", slotTime: "10:00:00" });
    const to = await createSlot(db, { slotDate: "2030-03-08", slotTime: "11:00:00" });
    const { booking } = await book(from.id, "Moved Customer");
    const movedAt = wallClockToInstant("2030-03-05", "08:30:00", agencyZone);
    const moved = await moveByOwner(testDesk(db), {
      bookingId: booking.id,
      fromSlotId: from.id,
      toSlotId: to.id,
      now: movedAt,
      linkBase: "https://dvat.test",
    });
    expect(moved.ok).toBe(true);
    const [recent] = await recentBookings(db, "all");
    expect(recent).toMatchObject({ movedAt, movedBy: "owner" });
    expect(lifecycleText(recent as NonNullable<typeof recent>, agencyZone)).toBe(
      "Rescheduled by the agency on Tue 5 Mar 2030, 08:30 CST",
    );
    const [left] = await slotsOfDay(db, "2030-03-07");
    expect(left?.history).toEqual([expect.objectContaining({ kind: "moved-away", by: "owner" })]);
    const [arrived] = await slotsOfDay(db, "2030-03-08");
    expect(arrived?.booking).toMatchObject({ movedHereAt: movedAt, movedHereBy: "owner" });
  });
});

describe.each(databaseKinds)("a time booked again after its booking moved away, on %s", (kind) => {
  it("shows the new customer's booking without the earlier booking's move, on every screen", async () => {
    const { app, cookie } = await startSignedIn(kind);
    const page = async (path: string) => (await app.request(path, { headers: { Cookie: cookie } })).text();
    try {
      const db = app.services.database.db;
      const eleven = await createSlot(db, { slotDate: "2030-03-06", slotTime: "11:00:00" });
      const later = await createSlot(db, { slotDate: "2030-03-08", slotTime: "14:00:00" });
      const bob = await bookAs(db, eleven.id, "Bob Faster", "bob@example.com");
      const movedAt = wallClockToInstant("2030-03-05", "08:30:00", agencyZone);
      const moved = await moveByOwner(testDesk(db), {
        bookingId: bob.booking.id,
        fromSlotId: eleven.id,
        toSlotId: later.id,
        now: movedAt,
        linkBase: "https://dvat.test",
      });
      expect(moved.ok).toBe(true);
      const office = await bookAs(db, eleven.id, "Office Person 3", "office3@example.com");

      // The time slots screen: 11:00 is Office Person 3's, with no history of Bob's booking.
      const [slot] = await slotsOfDay(db, "2030-03-06");
      expect(slot).toMatchObject({ booking: { customerName: "Office Person 3", movedHereAt: null } });
      expect(slot?.history).toEqual([]);
      const day = await page("/admin/time-slots?date=2030-03-06");
      const card = day.match(/<li data-testid="slot-11:00"[\s\S]*?<\/li>/)?.[0] ?? "";
      expect(card).toContain("Office Person 3");
      expect(card).not.toContain("Bob Faster");
      expect(card).not.toContain("data-history");
      // Bob's card, where his booking now is, says it was moved there.
      const [bobsSlot] = await slotsOfDay(db, "2030-03-08");
      expect(bobsSlot).toMatchObject({
        booking: { customerName: "Bob Faster", movedHereAt: movedAt, movedHereBy: "owner" },
        history: [],
      });

      // Recent Bookings and the booking's own screen: Office Person 3's booking was never moved.
      const recent = await recentBookings(db, "all");
      expect(recent.find((row) => row.id === office.booking.id)).toMatchObject({ movedAt: null });
      expect(recent.find((row) => row.id === bob.booking.id)).toMatchObject({ movedAt, movedBy: "owner" });
      const record = await page(`/admin/bookings/${office.booking.id}`);
      expect(record).toContain("Office Person 3");
      expect(record).not.toContain("Moved by");
      expect(record).not.toContain("Bob Faster");
      // The export: one row each, each with its own booking's status and time.
      const csv = await page("/admin/bookings.csv");
      expect(csv).toMatch(/^2030-03-06,11:00,Office Person 3,office3@example\.com,.*,confirmed,,,/m);
      expect(csv).toMatch(/^2030-03-08,14:00,Bob Faster,bob@example\.com,.*,confirmed,,,/m);
    } finally {
      await app.close();
    }
  });
});
