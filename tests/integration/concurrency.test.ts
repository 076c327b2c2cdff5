import { and, eq, inArray, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { messages } from "../../server/booking/submit-booking";
import { bookings, emailOutbox, timeSlots } from "../../server/db/schema";
import { bookOverHttp, slotsOutOfStep } from "../support/booking-http";
import { createBookableSlots } from "../support/slot-factory";
import { postForm, signIn, startTestApp, type TestApp, testAdmin } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// Many visitors at once, over HTTP against the real app (Express, the built React Router server, the
// database). The per-address booking limit is lifted through the option code that starts the services
// may pass (there is no environment variable for it): every request here comes from 127.0.0.1, which
// may therefore hold any number of upcoming calls (UPCOMING_BOOKINGS_PER_CLIENT).

const noBookingLimit = { bookingAttemptLimit: { limit: 1_000_000, windowMs: 60_000 } };

async function settle(responses: Promise<Response>[]) {
  return Promise.all(
    responses.map(async (pending) => {
      const response = await pending;
      return { status: response.status, body: await response.text() };
    }),
  );
}

describe.each(databaseKinds)("concurrent bookings over HTTP on %s", (kind) => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp(kind, { UPCOMING_BOOKINGS_PER_CLIENT: "1000000" }, noBookingLimit);
  });
  afterEach(async () => {
    await app?.close();
  });

  const db = () => app.services.database.db;

  it("books a slot once when 200 visitors try at the same moment; the other 199 get a clean 409", async () => {
    const [slot] = await createBookableSlots(db(), 1);
    const slotId = slot?.id ?? "";
    const answers = await settle(
      Array.from({ length: 200 }, (_, index) =>
        bookOverHttp(app.url, slotId, { email: `visitor${index}@example.com` }),
      ),
    );
    const booked = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(booked).toHaveLength(1);
    expect(refused.map((answer) => answer.status)).toEqual(Array(199).fill(409));
    for (const answer of refused) expect(answer.body).toContain(messages.justBooked);

    const rows = await db().select().from(bookings);
    expect(rows).toHaveLength(1);
    expect(booked[0]?.body).toContain(rows[0]?.customerEmail);
    const [stored] = await db().select().from(timeSlots).where(eq(timeSlots.id, slotId));
    expect(stored?.status).toBe("booked");
    const emails = await db().select().from(emailOutbox).orderBy(emailOutbox.kind);
    // The customer's confirmation, and the agency's notice to its one admin.
    expect(emails.map((email) => [email.bookingId, email.recipient])).toEqual([
      [rows[0]?.id, testAdmin.email],
      [rows[0]?.id, rows[0]?.customerEmail],
    ]);
  });

  it("stores 500 bookings of distinct slots made at once: each slot booked, one confirmation each", async () => {
    const slots = await createBookableSlots(db(), 500);
    const answers = await settle(
      slots.map((slot, index) => bookOverHttp(app.url, slot.id, { email: `client${index}@example.com` })),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);

    const ids = slots.map((slot) => slot.id);
    const statuses = await db()
      .select({ status: timeSlots.status, count: sql<number>`count(*)::int` })
      .from(timeSlots)
      .where(inArray(timeSlots.id, ids))
      .groupBy(timeSlots.status);
    expect(statuses.map((row) => [row.status, Number(row.count)])).toEqual([["booked", 500]]);
    const stored = await db().select({ id: bookings.id, slot: bookings.timeSlotId }).from(bookings);
    expect(new Set(stored.map((row) => row.slot))).toEqual(new Set(ids));
    const emails = await db()
      .select({ booking: emailOutbox.bookingId })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "booking_confirmation"));
    expect(emails).toHaveLength(500);
    expect(new Set(emails.map((email) => email.booking))).toEqual(new Set(stored.map((row) => row.id)));
    expect(await slotsOutOfStep(db())).toBe(0);
  });

  it("keeps a slot booked exactly when it has a booking while an admin cancels and visitors re-book it", async () => {
    const cookie = await signIn(app, testAdmin);
    const [slot] = await createBookableSlots(db(), 1);
    const slotId = slot?.id ?? "";
    let booked = 0;
    let cancelled = 0;
    for (let round = 0; round < 25; round++) {
      // Each round starts from a booked slot, then one cancellation races eight new bookings.
      const [current] = await db().select().from(timeSlots).where(eq(timeSlots.id, slotId));
      if (current?.status !== "booked") {
        expect((await bookOverHttp(app.url, slotId, { email: `first${round}@example.com` })).status).toBe(
          200,
        );
        booked++;
      }
      const [cancel, ...rebooks] = await settle([
        postForm(app, "/admin/time-slots.data", { intent: "cancel-booking", slot_id: slotId }, cookie),
        ...Array.from({ length: 8 }, (_, index) =>
          bookOverHttp(app.url, slotId, { email: `round${round}-${index}@example.com` }),
        ),
      ]);
      expect([200, 409]).toContain(cancel?.status);
      for (const answer of rebooks) expect([200, 409]).toContain(answer.status);
      const rebooked = rebooks.filter((answer) => answer.status === 200).length;
      // A slot freed once can be taken once.
      expect(rebooked).toBeLessThanOrEqual(cancel?.status === 200 ? 1 : 0);
      if (cancel?.status === 200) cancelled++;
      booked += rebooked;

      expect(await slotsOutOfStep(db())).toBe(0);
    }
    const remaining = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.timeSlotId, slotId), eq(bookings.status, "confirmed")));
    expect(booked - cancelled).toBe(remaining.length);
    // Every cancelled booking is kept, marked as the owner's cancel.
    const history = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.timeSlotId, slotId), eq(bookings.status, "cancelled")));
    expect(history.map((row) => row.cancelledBy)).toEqual(Array(cancelled).fill("owner"));
    expect(cancelled).toBeGreaterThan(0);
  });
});
