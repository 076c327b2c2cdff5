import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import { type BookingRules, MAX_HORIZON_DAYS } from "../../domain/booking-rules";
import { type SlotRefusal, slotRefusal } from "../../domain/slot-rules";
import { bookableDays, bookableSlotsOn } from "../../server/booking/bookable-slots";
import { readBookingPolicy, standingSlots } from "../../server/booking/booking-policy";
import { manageBooking } from "../../server/booking/manage-booking";
import { rescheduleBooking } from "../../server/booking/reschedule";
import { messages } from "../../server/booking/submit-booking";
import type { Database } from "../../server/db/connection";
import { bookings, timeSlots } from "../../server/db/schema";
import { bookDirectly, formOf, submitForm, testDesk, testNow } from "../support/booking-desk";
import { blockDates, giveDateHours, setBookingRules } from "../support/hours-factory";
import { agencyZone, createSlot } from "../support/slot-factory";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

// The owner's booking rules and date overrides, enforced by the database's reads and by the booking and
// move transactions exactly as the rule function (domain/slot-rules.ts) states them.

describe.each(databaseKinds)("booking rules on %s", (kind) => {
  const database = freshDatabasePerTest(kind);
  let db: Database;
  beforeEach(() => {
    db = database.db;
  });

  const post = (slotId: string, email = "grace@example.com") =>
    submitForm(testDesk(db), { time_slot_id: slotId, customer_email: email }, "198.51.100.7");
  const book = (slotId: string, email?: string) => bookDirectly(testDesk(db), slotId, { email });

  async function expectRefused(slotId: string, rule: SlotRefusal) {
    const before = await db.select().from(bookings);
    expect(await post(slotId)).toEqual({ ok: false, status: 409, message: messages.forbidden(rule) });
    expect(await db.select().from(bookings)).toEqual(before);
    const [slot] = await db.select().from(timeSlots).where(eq(timeSlots.id, slotId));
    expect(slot?.status).toBe("available");
  }

  /** A slot at `at`, refused for `rule` once the rules change by `changes`. */
  async function refusedUnder(at: string, changes: Partial<BookingRules>, rule: SlotRefusal) {
    const [slotDate = "", slotTime = ""] = at.split(" ");
    const slot = await createSlot(db, { slotDate, slotTime });
    await setBookingRules(db, changes);
    await expectRefused(slot.id, rule);
    return slot;
  }

  it("the booking transaction refuses a slot that a rule forbids even when the client posts it directly", async () => {
    // testNow: Tuesday 2030-03-05 08:00 in Monterrey.
    await refusedUnder("2030-03-05 10:00:00", { noticeMinutes: 180 }, "notice");
    await refusedUnder("2030-03-08 10:00:00", { horizonDays: 3 }, "horizon");

    await setBookingRules(db);
    const holiday = await createSlot(db, { slotDate: "2030-03-06", slotTime: "10:00:00" });
    await blockDates(db, "2030-03-06", { note: "Holiday" });
    await expectRefused(holiday.id, "blocked");

    const early = await createSlot(db, { slotDate: "2030-03-07", slotTime: "09:00:00" });
    await giveDateHours(db, "2030-03-07", ["12:00:00", "15:00:00"]);
    await expectRefused(early.id, "outside_date_hours");

    const first = await createSlot(db, { slotDate: "2030-03-09", slotTime: "09:00:00" });
    const second = await createSlot(db, { slotDate: "2030-03-09", slotTime: "15:00:00" });
    await book(first.id);
    await setBookingRules(db, { dailyCap: 1 });
    await expectRefused(second.id, "daily_cap");
    const neighbour = await refusedUnder("2030-03-09 10:00:00", { bufferAfterMinutes: 15 }, "buffer");

    // With the rule lifted, the very same posts book.
    await setBookingRules(db);
    expect((await post(neighbour.id, "neighbour@example.com")).ok).toBe(true);
    expect((await post(second.id, "second@example.com")).ok).toBe(true);
  });

  it("lists and counts exactly the slots the rule function allows", async () => {
    const dates = [
      "2030-03-05",
      "2030-03-06",
      "2030-03-07",
      "2030-03-08",
      "2030-03-09",
      "2030-03-10",
      "2030-03-11",
      "2030-03-12",
    ];
    for (const date of dates)
      for (const hour of ["00", "08", "09", "10", "11", "12", "13", "14", "23"])
        await createSlot(db, { slotDate: date, slotTime: `${hour}:00:00` });
    const booked = [
      ["2030-03-06", "15:00:00", "a@example.com"],
      ["2030-03-07", "22:00:00", "b@example.com"],
      ["2030-03-08", "16:00:00", "c@example.com"],
      ["2030-03-08", "17:00:00", "d@example.com"],
    ] as const;
    for (const [slotDate, slotTime, email] of booked)
      await book((await createSlot(db, { slotDate, slotTime })).id, email);
    await blockDates(db, "2030-03-10");
    await giveDateHours(db, "2030-03-09", ["09:00:00", "12:00:00"]);
    const cases: Partial<BookingRules>[] = [
      {},
      { noticeMinutes: 150 },
      { noticeMinutes: 26 * 60, horizonDays: 5 },
      { bufferBeforeMinutes: 30, bufferAfterMinutes: 90 },
      { dailyCap: 2, bufferAfterMinutes: 60 },
      { horizonDays: 8, dailyCap: 1 },
    ];
    for (const changes of cases) {
      await setBookingRules(db, changes);
      const policy = await readBookingPolicy(db, "2030-03-04");
      const standing = await standingSlots(db, "2030-03-05", "2030-03-12");
      const available = await db.select().from(timeSlots).where(eq(timeSlots.status, "available"));
      const counts = new Map<string, number>();
      for (const date of dates) {
        const expected = available
          .filter((slot) => slot.slotDate === date)
          .filter((slot) => slotRefusal(slot, { now: testNow, agencyZone, policy, standing }) === null)
          .map((slot) => slot.slotTime)
          .sort();
        const listed = await bookableSlotsOn(db, date, { now: testNow, agencyZone, policy });
        expect(
          listed.map((slot) => slot.slotTime),
          `${JSON.stringify(changes)} ${date}`,
        ).toEqual(expected);
        counts.set(date, expected.length);
      }
      const days = await bookableDays(db, { now: testNow, agencyZone, policy });
      expect(days, JSON.stringify(changes)).toEqual(
        dates.slice(0, policy.rules.horizonDays).map((date) => ({ date, count: counts.get(date) })),
      );
    }
  });

  it("a move obeys the rules, without the moved booking buffering or capping its own new time", async () => {
    const from = await createSlot(db, { slotDate: "2030-03-07", slotTime: "10:00:00" });
    const next = await createSlot(db, { slotDate: "2030-03-07", slotTime: "11:00:00" });
    const blockedDay = await createSlot(db, { slotDate: "2030-03-08", slotTime: "10:00:00" });
    const { token } = await book(from.id);
    await setBookingRules(db, { bufferAfterMinutes: 30, dailyCap: 1 });
    await blockDates(db, "2030-03-08");
    const now = wallClockToInstant("2030-03-05", "09:00:00", agencyZone);
    const desk = testDesk(db);
    const change = { token, fromSlotId: from.id, now, linkBase: "https://dvat.test" };
    expect(await rescheduleBooking(desk, { ...change, toSlotId: blockedDay.id })).toEqual({
      ok: false,
      reason: "slot-refused",
      refusal: { reason: "not_bookable", rule: "blocked" },
    });
    expect((await rescheduleBooking(desk, { ...change, toSlotId: next.id })).ok).toBe(true);
  });

  it("a move refused on the owner's 90-day horizon says why in the booking page's words, not 'the next 7 days'", async () => {
    const mine = await createSlot(db, { slotDate: "2030-03-07", slotTime: "10:00:00" });
    const { token } = await book(mine.id);
    await setBookingRules(db, { horizonDays: MAX_HORIZON_DAYS });
    // From Tuesday 2030-03-05, 90 days run to 2030-06-02.
    const lastDay = await createSlot(db, { slotDate: "2030-06-02", slotTime: "10:00:00" });
    const beyond = await createSlot(db, { slotDate: "2030-06-03", slotTime: "10:00:00" });
    const past = await createSlot(db, { slotDate: "2030-03-04", slotTime: "10:00:00" });
    const closed = await createSlot(db, {
      slotDate: "2030-05-20",
      slotTime: "10:00:00",
      status: "unavailable",
    });
    const move = (toSlotId: string) =>
      manageBooking(
        testDesk(db),
        {},
        {
          token,
          form: formOf({ intent: "reschedule", from_slot_id: mine.id, to_slot_id: toSlotId }),
          now: testNow,
          linkBase: "https://dvat.test",
        },
      );
    for (const [slot, words] of [
      [beyond, messages.forbidden("horizon")],
      [past, messages.forbidden("past")],
      [closed, messages.notBookable],
    ] as const) {
      const answer = await move(slot.id);
      expect(answer).toMatchObject({
        ok: false,
        status: 409,
        message: `${words} Your booking is unchanged.`,
      });
      expect(JSON.stringify(answer)).not.toContain("7 days");
    }
    expect(await move(lastDay.id)).toEqual({ ok: true, intent: "reschedule" });
  });
});
