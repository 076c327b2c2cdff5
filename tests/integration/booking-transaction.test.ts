import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import { bookableDays, bookableSlotsOn } from "../../server/booking/bookable-slots";
import { DEFAULT_ATTEMPT_LIMIT, DEFAULT_EMAIL_ATTEMPT_LIMIT } from "../../server/booking/booking-desk";
import { messages } from "../../server/booking/submit-booking";
import type { DatabaseHandle } from "../../server/db/connection";
import { bookings, emailOutbox, timeSlots } from "../../server/db/schema";
import { slotsRefusedAtTestNow, submitForm, testDesk } from "../support/booking-desk";
import { agencyZone, createSlot } from "../support/slot-factory";
import { createTestDatabase, databaseKinds } from "../support/test-database";

const originalZone = process.env.TZ;

describe.each(databaseKinds)("booking a slot on %s", (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    process.env.TZ = originalZone;
    await database.close();
  });

  it("offers only available slots of the seven days, today's only after now + 1 hour, in the agency zone", async () => {
    const { db } = database;
    for (const time of ["08:00:00", "09:00:00", "10:00:00", "11:00:00"])
      await createSlot(db, { slotDate: "2030-03-05", slotTime: time });
    await createSlot(db, { slotDate: "2030-03-05", slotTime: "12:00:00", status: "unavailable" });
    await createSlot(db, { slotDate: "2030-03-05", slotTime: "13:00:00", status: "booked" });
    await createSlot(db, { slotDate: "2030-03-06", slotTime: "09:00:00" });
    await createSlot(db, { slotDate: "2030-03-11", slotTime: "16:00:00" });
    await createSlot(db, { slotDate: "2030-03-12", slotTime: "09:00:00" }); // the eighth day
    await createSlot(db, { slotDate: "2030-03-04", slotTime: "16:00:00" }); // yesterday
    // 08:30 in Monterrey is already 23:30 in Tokyo; the process's zone must not matter.
    process.env.TZ = "Asia/Tokyo";
    const now = wallClockToInstant("2030-03-05", "08:30:00", agencyZone);
    const today = await bookableSlotsOn(db, "2030-03-05", { now, agencyZone });
    expect(today.map((slot) => slot.slotTime)).toEqual(["10:00:00", "11:00:00"]);
    const exactlyAnHourAhead = wallClockToInstant("2030-03-05", "09:00:00", agencyZone);
    expect(
      (await bookableSlotsOn(db, "2030-03-05", { now: exactlyAnHourAhead, agencyZone })).map(
        (s) => s.slotTime,
      ),
    ).toEqual(["11:00:00"]);
    expect(await bookableSlotsOn(db, "2030-03-12", { now, agencyZone })).toEqual([]);
    process.env.TZ = "UTC";
    expect(await bookableDays(db, { now, agencyZone })).toEqual([
      { date: "2030-03-05", count: 2 },
      { date: "2030-03-06", count: 1 },
      { date: "2030-03-07", count: 0 },
      { date: "2030-03-08", count: 0 },
      { date: "2030-03-09", count: 0 },
      { date: "2030-03-10", count: 0 },
      { date: "2030-03-11", count: 1 },
    ]);
  });

  it("books a slot once when 50 visitors try at the same moment; the others get a clear 409", async () => {
    const { db } = database;
    const slot = await createSlot(db, { slotDate: "2030-03-06", slotTime: "10:00:00" });
    const desk = testDesk(db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        submitForm(
          desk,
          { time_slot_id: slot.id, customer_email: `visitor${index}@example.com` },
          `198.51.100.${index}`,
        ),
      ),
    );
    const booked = answers.filter((answer) => answer.ok);
    const refused = answers.filter((answer) => !answer.ok);
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const answer of refused) expect(answer).toMatchObject({ status: 409, message: messages.justBooked });
    const rows = await db.select().from(bookings);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.customerEmail).toBe(booked[0]?.ok ? booked[0].booking.customerEmail : "");
    const [stored] = await db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    expect(stored?.status).toBe("booked");
    expect(await db.select().from(emailOutbox)).toHaveLength(2);
  });

  it("commits the booking, the slot's new status and its e-mails together", async () => {
    const { db } = database;
    const slot = await createSlot(db, { slotDate: "2030-03-06", slotTime: "10:00:00" });
    let woken = 0;
    const answer = await submitForm(testDesk(db, { onBooked: () => woken++ }), {
      time_slot_id: slot.id,
      customer_phone: " 555 0100 ",
      notes: "  About invoices ",
    });
    expect(answer).toMatchObject({
      ok: true,
      booking: { slotDate: "2030-03-06", slotTime: "10:00:00", customerEmail: "ada@example.com" },
    });
    expect(woken).toBe(1);
    const [booking] = await db.select().from(bookings);
    expect(booking).toMatchObject({ customerPhone: "555 0100", notes: "About invoices" });
    const outbox = await db.select().from(emailOutbox).orderBy(emailOutbox.kind);
    expect(outbox.map((row) => [row.kind, row.recipient, row.bookingId, row.status])).toEqual([
      ["booking_admin_notice", "team@dvat.test", booking?.id, "pending"],
      ["booking_confirmation", "ada@example.com", booking?.id, "pending"],
    ]);
  });

  it("rolls the booking back when its e-mail cannot be queued", async () => {
    const { db } = database;
    const slot = await createSlot(db, { slotDate: "2030-03-06", slotTime: "10:00:00" });
    // The outbox refuses every row, as a full disk or a broken table would.
    await db.execute(sql`create function refuse_email() returns trigger as $$
      begin raise exception 'outbox unavailable'; end; $$ language plpgsql`);
    await db.execute(
      sql`create trigger refuse_email before insert on email_outbox for each row execute function refuse_email()`,
    );
    await expect(submitForm(testDesk(db), { time_slot_id: slot.id })).rejects.toThrow();
    expect(await db.select().from(bookings)).toEqual([]);
    expect(await db.select().from(emailOutbox)).toEqual([]);
    const [stored] = await db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    expect(stored?.status).toBe("available");
  });

  it("refuses slots that are closed, outside the window, too soon today or unknown, with a 409", async () => {
    const { db } = database;
    const { closed, eighthDay, tooSoon, past } = await slotsRefusedAtTestNow(db);
    const unknown = "00000000-0000-4000-8000-000000000000";
    // A rule that forbids the time is named (docs/decisions/019-booking-rules.md).
    for (const [id, message] of [
      [closed.id, messages.notBookable],
      [eighthDay.id, messages.forbidden("horizon")],
      [tooSoon.id, messages.forbidden("notice")],
      [past.id, messages.forbidden("past")],
      [unknown, messages.notBookable],
    ] as const) {
      const answer = await submitForm(testDesk(db), { time_slot_id: id });
      expect(answer).toEqual({ ok: false, status: 409, message });
    }
    expect(await db.select().from(bookings)).toEqual([]);
  });

  it("leaves the last word to the database: a slot that already has a booking row is not booked twice", async () => {
    const { db } = database;
    const slot = await createSlot(db, { slotDate: "2030-03-06", slotTime: "10:00:00" });
    await db
      .insert(bookings)
      .values({ timeSlotId: slot.id, customerName: "Earlier", customerEmail: "e@example.com" });
    const answer = await submitForm(testDesk(db), { time_slot_id: slot.id });
    expect(answer).toEqual({ ok: false, status: 409, message: messages.justBooked });
    expect(await db.select().from(bookings)).toHaveLength(1);
    expect(await db.select().from(emailOutbox)).toEqual([]);
    const [stored] = await db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    expect(stored?.status).toBe("available");
  });

  it("answers 400 with the specification's message under each field", async () => {
    const { db } = database;
    const slot = await createSlot(db, { slotDate: "2030-03-06", slotTime: "10:00:00" });
    const answer = await submitForm(testDesk(db), {
      time_slot_id: slot.id,
      customer_name: " A ",
      customer_email: "not-an-email",
      customer_phone: "1".repeat(21),
      notes: "n".repeat(1001),
    });
    expect(answer).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        customer_name: "Name must be at least 2 characters",
        customer_email: "Invalid email address",
        customer_phone: "Phone must be less than 20 characters",
        notes: "Notes must be less than 1000 characters",
      },
    });
    const long = await submitForm(testDesk(db), {
      time_slot_id: slot.id,
      customer_name: "N".repeat(101),
      customer_email: `${"e".repeat(250)}@example.com`,
    });
    expect(long).toMatchObject({
      fieldErrors: {
        customer_name: "Name must be less than 100 characters",
        customer_email: "Email must be less than 255 characters",
      },
    });
    const noSlot = await submitForm(testDesk(db), {});
    expect(noSlot).toMatchObject({ ok: false, status: 400, message: "Please select a time slot" });
    expect(await db.select().from(bookings)).toEqual([]);
  });

  it("refuses a filled honeypot quietly with a generic 400", async () => {
    const { db } = database;
    const slot = await createSlot(db, { slotDate: "2030-03-06", slotTime: "10:00:00" });
    const answer = await submitForm(testDesk(db), { time_slot_id: slot.id, website: "https://spam.example" });
    expect(answer).toEqual({ ok: false, status: 400, message: messages.refused });
    expect(await db.select().from(bookings)).toEqual([]);
  });

  it("with the default limits, takes an office's bookings on their merits: typos, two calls and a race", async () => {
    const { db } = database;
    const desk = testDesk(db, {
      attemptLimit: DEFAULT_ATTEMPT_LIMIT,
      emailAttemptLimit: DEFAULT_EMAIL_ATTEMPT_LIMIT,
    });
    const office = "198.51.100.44";
    const attempt = (fields: Record<string, string>) => submitForm(desk, fields, office);
    const [first, second, raced] = await Promise.all(
      ["09", "10", "11"].map((hour) => createSlot(db, { slotDate: "2030-03-07", slotTime: `${hour}:00:00` })),
    );
    for (let index = 0; index < 10; index++)
      expect((await attempt({ time_slot_id: first?.id ?? "", customer_name: "A" })).status).toBe(400);
    expect(
      (await attempt({ time_slot_id: first?.id ?? "", customer_email: "ana@office.example" })).status,
    ).toBe(200);
    expect(
      (await attempt({ time_slot_id: second?.id ?? "", customer_email: "bo@office.example" })).status,
    ).toBe(200);
    const race = await Promise.all(
      ["cy@office.example", "di@office.example"].map((email) =>
        attempt({ time_slot_id: raced?.id ?? "", customer_email: email }),
      ),
    );
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(race.find((answer) => !answer.ok)).toMatchObject({ message: messages.justBooked });
    expect(await db.select().from(bookings)).toHaveLength(3);
  });

  it("counts only valid bookings against the limits, and gives back a time someone else took", async () => {
    const { db } = database;
    const desk = testDesk(db, {
      attemptLimit: { limit: 3, windowMs: 60 * 60_000 },
      emailAttemptLimit: { limit: 2, windowMs: 60 * 60_000 },
    });
    const attempt = (fields: Record<string, string>, clientAddress = "203.0.113.9") =>
      submitForm(desk, fields, clientAddress);
    /** The status of a booking of `slot` with `email`, from the client. */
    const statusOf = async (slot: { id: string } | undefined, email: string, clientAddress?: string) =>
      (await attempt({ time_slot_id: slot?.id ?? "", customer_email: email }, clientAddress)).status;
    const slots = await Promise.all(
      ["09", "10", "11", "12", "13"].map((hour) =>
        createSlot(db, { slotDate: "2030-03-06", slotTime: `${hour}:00:00` }),
      ),
    );
    // Ten mistyped forms count for nothing.
    for (let index = 0; index < 10; index++) expect(await statusOf(slots[0], "ada@")).toBe(400);
    // A time taken meanwhile is not the visitor's attempt either.
    const taken = await createSlot(db, { slotDate: "2030-03-06", slotTime: "15:00:00", status: "booked" });
    expect(await statusOf(taken, "a@example.com")).toBe(409);
    // Per e-mail: two, then refused with the time to wait.
    expect(await statusOf(slots[0], "a@example.com")).toBe(200);
    expect(await statusOf(slots[1], "A@Example.com")).toBe(200);
    const sameEmail = await attempt(
      { time_slot_id: slots[2]?.id ?? "", customer_email: "a@example.com" },
      "203.0.113.50",
    );
    expect(sameEmail).toMatchObject({ ok: false, status: 429 });
    expect(sameEmail.ok ? "" : sameEmail.message).toMatch(/^Too many bookings .*try again in 60 minutes\.$/);
    // Per client: three valid ones, then refused; another client is not.
    expect(await statusOf(slots[2], "b@example.com")).toBe(200);
    expect(await statusOf(slots[3], "c@example.com")).toBe(429);
    expect(await statusOf(slots[3], "c@example.com", "203.0.113.10")).toBe(200);
    // An IPv6 client is its /64, however its address varies.
    const v6 = (n: number) => `2001:db8:1:2::${n}`;
    const more = await Promise.all(
      ["16", "17", "18", "19"].map((hour) =>
        createSlot(db, { slotDate: "2030-03-06", slotTime: `${hour}:00:00` }),
      ),
    );
    for (const [index, slot] of more.slice(0, 3).entries())
      expect(await statusOf(slot, `v${index}@example.com`, v6(index + 1))).toBe(200);
    expect(await statusOf(more[3], "v9@example.com", v6(99))).toBe(429);
  });
});
