import { eq, like, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import type { TimeRefusal } from "../../domain/slot-rules";
import type { BookingDesk } from "../../server/booking/booking-desk";
import { cancelByCustomer } from "../../server/booking/cancel";
import { manageBooking, manageMessages } from "../../server/booking/manage-booking";
import { hashManageToken, newManageToken } from "../../server/booking/manage-token";
import { rescheduleBooking } from "../../server/booking/reschedule";
import type { Database } from "../../server/db/connection";
import { bookingMoves, bookings, emailOutbox, timeSlots } from "../../server/db/schema";
import { snapshot } from "../support/bad-input";
import { bookDirectly, formOf, slotsRefusedAtTestNow, testDesk, testNow } from "../support/booking-desk";
import { slotsOutOfStep } from "../support/booking-http";
import { agencyZone, createSlot } from "../support/slot-factory";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

// The booking after it was made, through the domain's own functions on a fixed clock (Tuesday
// 2030-03-05, 08:00 in Monterrey): cancel, move, the minimum notice, and what a refusal leaves.

describe.each(databaseKinds)("a booking's life on %s", (kind) => {
  const database = freshDatabasePerTest(kind);
  let db: Database;
  beforeEach(() => {
    db = database.db;
  });
  /** The desk of these tests: reminders 24 h and 1 h before each call. */
  const remindingDesk = (overrides: Partial<BookingDesk> = {}) =>
    testDesk(db, { reminderHours: [24, 1], ...overrides });
  const book = (slotId: string, email?: string) => bookDirectly(remindingDesk(), slotId, { email });

  it("keeps only the token's SHA-256, and a token of 256 random bits", async () => {
    const slot = await createSlot(db, { slotDate: "2030-03-06", slotTime: "10:00:00" });
    const { token, booking } = await book(slot.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.manageTokenHash).toBe(hashManageToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "booking_confirmation"));
    expect(mails[0]?.message).toMatchObject({
      text: expect.stringContaining(`https://dvat.test/booking/${token}`),
    });
  });

  it("cancels: the booking is kept as cancelled by the customer, the slot is free, the reminders withdrawn", async () => {
    const slot = await createSlot(db, { slotDate: "2030-03-08", slotTime: "10:00:00" });
    const { token, booking } = await book(slot.id);
    const changed: string[][] = [];
    const desk = remindingDesk({ onChanged: (dates) => changed.push(dates) });
    const now = wallClockToInstant("2030-03-06", "09:30:00", agencyZone);
    const result = await cancelByCustomer(desk, token, {
      reason: "Found a better time",
      now,
      linkBase: "https://x.test",
    });
    expect(result.ok).toBe(true);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      status: "cancelled",
      cancelledBy: "customer",
      cancelReason: "Found a better time",
      cancelledAt: now,
      sequence: 1,
      timeSlotId: slot.id,
    });
    expect((await db.select().from(timeSlots).where(eq(timeSlots.id, slot.id)))[0]?.status).toBe("available");
    const kinds = (await db.select({ kind: emailOutbox.kind }).from(emailOutbox))
      .map((row) => row.kind)
      .sort();
    expect(kinds).toEqual([
      "booking_admin_notice",
      "booking_cancellation",
      "booking_cancellation_admin_notice",
      "booking_confirmation",
    ]);
    expect(changed).toEqual([["2030-03-08"]]);
    const messages = await db
      .select({ kind: emailOutbox.kind, message: emailOutbox.message })
      .from(emailOutbox)
      .where(like(emailOutbox.kind, "booking_%"));
    const booked = messages.find((row) => row.kind === "booking_admin_notice");
    expect(JSON.stringify(booked)).toContain(`https://dvat.test/admin/bookings/${booking.id}`);
    const notice = messages.find((row) => row.kind === "booking_cancellation_admin_notice");
    expect(JSON.stringify(notice)).toContain(`https://x.test/admin/bookings/${booking.id}`);
    expect(JSON.stringify(messages.find((row) => row.kind === "booking_cancellation"))).not.toContain(
      "/admin/",
    );
    // The freed time can be booked again, and then has one standing booking beside the cancelled one.
    await book(slot.id, "grace@example.com");
    expect(await slotsOutOfStep(db)).toBe(0);
  });

  it("refuses to cancel or move inside the minimum notice, and changes nothing (fixed clock)", async () => {
    const slot = await createSlot(db, { slotDate: "2030-03-05", slotTime: "12:00:00" });
    const other = await createSlot(db, { slotDate: "2030-03-06", slotTime: "09:00:00" });
    const { token } = await book(slot.id);
    const desk = remindingDesk();
    // 10:00:01 is 1 h 59 min 59 s before the call: inside the 2-hour notice. 09:59:59 is not.
    const late = wallClockToInstant("2030-03-05", "10:00:01", agencyZone);
    const before = await snapshot(db);
    const contact = { email: "hello@dvat.test" };
    const cancel = await manageBooking(desk, contact, {
      token,
      form: formOf({ intent: "cancel" }),
      now: late,
      linkBase: "https://dvat.test",
    });
    const move = await manageBooking(desk, contact, {
      token,
      form: formOf({ intent: "reschedule", from_slot_id: slot.id, to_slot_id: other.id }),
      now: late,
      linkBase: "https://dvat.test",
    });
    for (const answer of [cancel, move]) {
      expect(answer).toEqual({
        ok: false,
        status: 409,
        message: manageMessages.tooLate(2, "Please contact us at hello@dvat.test."),
      });
      if (!answer.ok) expect(answer.message).toContain("less than 2 hours");
    }
    expect(await snapshot(db)).toEqual(before);
    const inTime = wallClockToInstant("2030-03-05", "09:59:59", agencyZone);
    expect(
      await manageBooking(desk, contact, {
        token,
        form: formOf({ intent: "reschedule", from_slot_id: slot.id, to_slot_id: other.id }),
        now: inTime,
        linkBase: "https://dvat.test",
      }),
    ).toEqual({ ok: true, intent: "reschedule" });
  });

  it("moves a booking in one transaction: same id and link, new slot taken, old one freed, SEQUENCE raised, reminders for the new time", async () => {
    const from = await createSlot(db, { slotDate: "2030-03-07", slotTime: "10:00:00" });
    const to = await createSlot(db, { slotDate: "2030-03-09", slotTime: "15:00:00" });
    const { token, booking } = await book(from.id);
    const changed: string[][] = [];
    const now = wallClockToInstant("2030-03-05", "09:00:00", agencyZone);
    const result = await rescheduleBooking(remindingDesk({ onChanged: (dates) => changed.push(dates) }), {
      token,
      fromSlotId: from.id,
      toSlotId: to.id,
      now,
      linkBase: "https://dvat.test",
    });
    expect(result.ok).toBe(true);
    expect(changed).toEqual([["2030-03-07", "2030-03-09"]]);
    const [row] = await db.select().from(bookings);
    expect(row).toMatchObject({ id: booking.id, timeSlotId: to.id, status: "confirmed", sequence: 1 });
    expect(row?.manageTokenHash).toBe(hashManageToken(token));
    const statuses = Object.fromEntries(
      (await db.select().from(timeSlots)).map((slot) => [slot.id, slot.status]),
    );
    expect(statuses).toEqual({ [from.id]: "available", [to.id]: "booked" });
    expect(await db.select().from(bookingMoves)).toMatchObject([
      { bookingId: booking.id, fromSlotId: from.id, toSlotId: to.id, movedAt: now },
    ]);
    const reminders = await db
      .select({ kind: emailOutbox.kind, due: emailOutbox.nextAttemptAt, notAfter: emailOutbox.notAfter })
      .from(emailOutbox)
      .where(sql`${emailOutbox.kind} like 'booking_reminder%'`);
    const start = wallClockToInstant("2030-03-09", "15:00:00", agencyZone);
    expect(reminders.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: "booking_reminder_1h", due: new Date(start.getTime() - 3_600_000), notAfter: start },
      { kind: "booking_reminder_24h", due: new Date(start.getTime() - 86_400_000), notAfter: start },
    ]);
    const notices = await db
      .select({ message: emailOutbox.message })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "booking_rescheduled_admin_notice"));
    expect(notices).toHaveLength(1);
    expect(JSON.stringify(notices)).toContain(`https://dvat.test/admin/bookings/${booking.id}`);
    expect(await slotsOutOfStep(db)).toBe(0);
  });

  it("50 concurrent moves onto one free slot: exactly one winner, every loser keeps the booking it had", async () => {
    const free = await createSlot(db, { slotDate: "2030-03-10", slotTime: "09:00:00" });
    const booked = [];
    for (let index = 0; index < 50; index++) {
      const minute = String(index).padStart(2, "0");
      const slot = await createSlot(db, { slotDate: "2030-03-09", slotTime: `10:${minute}:00` });
      booked.push({ slot, ...(await book(slot.id, `visitor${index}@example.com`)) });
    }
    const desk = remindingDesk();
    const results = await Promise.all(
      booked.map(({ token, slot }) =>
        rescheduleBooking(desk, {
          token,
          fromSlotId: slot.id,
          toSlotId: free.id,
          now: testNow,
          linkBase: "https://dvat.test",
        }),
      ),
    );
    const winners = results.filter((result) => result.ok);
    expect(winners).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array(49).fill({ ok: false, reason: "slot-refused", refusal: { reason: "booked" } }),
    );
    const rows = await db.select().from(bookings);
    expect(rows.filter((row) => row.timeSlotId === free.id)).toHaveLength(1);
    for (const { booking, slot } of booked) {
      const row = rows.find((candidate) => candidate.id === booking.id);
      expect(row?.status).toBe("confirmed");
      if (row?.timeSlotId !== free.id) {
        expect(row?.timeSlotId).toBe(slot.id);
        expect(row?.sequence).toBe(0);
      }
    }
    expect(await db.select().from(bookingMoves)).toHaveLength(1);
    expect(await slotsOutOfStep(db)).toBe(0);
  });

  it("refuses a move to a taken, past, closed, out-of-window or unknown slot, and a stale or replayed form, changing nothing", async () => {
    const mine = await createSlot(db, { slotDate: "2030-03-07", slotTime: "10:00:00" });
    const taken = await createSlot(db, { slotDate: "2030-03-07", slotTime: "11:00:00" });
    const { past, tooSoon, closed, eighthDay } = await slotsRefusedAtTestNow(db);
    const open = await createSlot(db, { slotDate: "2030-03-08", slotTime: "10:00:00" });
    const { token } = await book(mine.id);
    await book(taken.id, "grace@example.com");
    const desk = remindingDesk();
    const ask = (fields: Record<string, string>, asToken = token) =>
      manageBooking(
        desk,
        {},
        { token: asToken, form: formOf(fields), now: testNow, linkBase: "https://dvat.test" },
      );
    const move = (to: string, from = mine.id) =>
      ask({ intent: "reschedule", from_slot_id: from, to_slot_id: to });
    /** The new time's refusal, beside the times the picker shows. */
    const refused = (refusal: TimeRefusal) => {
      const message = manageMessages.slotRefused(refusal);
      return { ok: false, status: 409, message, fieldErrors: { to_slot_id: message } };
    };
    const before = await snapshot(db);
    const unknown = "4a1f6a1e-2f7e-4a55-9d2b-3b2f0c1d9e8f";
    for (const [slotId, refusal] of [
      [taken.id, { reason: "booked" }],
      [past.id, { reason: "not_bookable", rule: "past" }],
      [tooSoon.id, { reason: "not_bookable", rule: "notice" }],
      [eighthDay.id, { reason: "not_bookable", rule: "horizon" }],
      [closed.id, { reason: "not_bookable" }],
      [unknown, { reason: "not_bookable" }],
    ] as const)
      expect(await move(slotId), slotId).toEqual(refused(refusal));
    expect(await move(mine.id)).toMatchObject({ status: 400, message: manageMessages.sameSlot });
    expect(await move(open.id, taken.id)).toMatchObject({ status: 409, message: manageMessages.changed });
    expect(await move("")).toMatchObject({
      status: 400,
      message: "Please choose a new time for your call.",
      fieldErrors: { to_slot_id: "Please choose a new time for your call." },
    });
    expect(await ask({ intent: "delete-everything" })).toMatchObject({ status: 400 });
    expect(await ask({ intent: "cancel", reason: "x".repeat(501) })).toMatchObject({
      status: 400,
      fieldErrors: { reason: expect.any(String) },
    });
    for (const stranger of [newManageToken(), "short", `${token.slice(0, 42)}!`])
      expect(await ask({ intent: "cancel" }, stranger)).toEqual({
        ok: false,
        status: 404,
        message: manageMessages.gone,
      });
    expect(await snapshot(db)).toEqual(before);

    // A replayed form: the move succeeds once; the same form again is refused, and so is a second cancel.
    expect(await move(open.id)).toEqual({ ok: true, intent: "reschedule" });
    const moved = await snapshot(db);
    expect(await move(open.id)).toMatchObject({ status: 409, message: manageMessages.changed });
    expect(await ask({ intent: "cancel" })).toEqual({ ok: true, intent: "cancel" });
    const cancelled = await snapshot(db);
    expect(cancelled).not.toEqual(moved);
    expect(await ask({ intent: "cancel" })).toEqual({ ok: false, status: 404, message: manageMessages.gone });
    expect(await move(mine.id, open.id)).toEqual({ ok: false, status: 404, message: manageMessages.gone });
    expect(await snapshot(db)).toEqual(cancelled);
  });
});
