import { eq } from "drizzle-orm";
import type { Email } from "postal-mime";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import { callTimeWords } from "../../domain/call-time";
import type { BookingDesk } from "../../server/booking/booking-desk";
import { cancelBookingByOwner } from "../../server/booking/cancel";
import { bookingByToken } from "../../server/booking/managed-booking";
import { moveByOwner } from "../../server/booking/owner-move";
import type { Database, DatabaseHandle } from "../../server/db/connection";
import { bookingMoves, bookings, timeSlots } from "../../server/db/schema";
import { smtpSender } from "../../server/mail/mail-sender";
import { OutboxWorker } from "../../server/mail/outbox-worker";
import { snapshot } from "../support/bad-input";
import { bookDirectly, testDesk, testNow } from "../support/booking-desk";
import { agencyZone, createSlot, slotStatus } from "../support/slot-factory";
import { SmtpSink } from "../support/smtp-sink";
import { createTestDatabase, databaseKinds } from "../support/test-database";

// The owner moves or cancels a booking from the bookings list, by its id, on a fixed clock (Tuesday
// 2030-03-05, 08:00 in Monterrey): any standing booking whose call has not started, inside the
// customer's notice too; the customer is told by the move's e-mail, with the updated invitation and a
// link that opens the booking.

const HOUR = 3_600_000;
const LINK = /https:\/\/dvat\.test\/booking\/([A-Za-z0-9_-]{43})/;

function calendarText(email: Email) {
  const part = email.attachments.find((attachment) => attachment.mimeType === "text/calendar");
  const content = part?.content ?? "";
  return (typeof content === "string" ? content : new TextDecoder().decode(content)).replace(/\r?\n /g, "");
}

describe.each(databaseKinds)("the owner's move and cancel on %s", (kind) => {
  let database: DatabaseHandle;
  let db: Database;
  let sink: SmtpSink;
  let worker: OutboxWorker | undefined;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    sink = await SmtpSink.start();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await sink.stop();
    await database.close();
  });

  const desk = (overrides: Partial<BookingDesk> = {}) => testDesk(db, { reminderHours: [24], ...overrides });
  const at = (now = testNow) => ({ now, linkBase: "https://dvat.test" });
  const deliver = async () => {
    worker = new OutboxWorker(db, smtpSender(sink.url), { clock: () => testNow });
    await worker.drain();
  };

  async function booked(slotDate: string, slotTime: string) {
    const slot = await createSlot(db, { slotDate, slotTime });
    const { booking, token } = await bookDirectly(desk(), slot.id);
    return { slot, bookingId: booking.id, token };
  }

  it("moves a booking to another bookable time and tells the customer, with the update and a link that opens it", async () => {
    const { slot, bookingId, token } = await booked("2030-03-07", "10:00:00");
    const to = await createSlot(db, { slotDate: "2030-03-08", slotTime: "15:00:00" });
    const changed: string[][] = [];
    const result = await moveByOwner(desk({ onChanged: (dates) => changed.push(dates) }), {
      bookingId,
      fromSlotId: slot.id,
      toSlotId: to.id,
      ...at(),
    });
    expect(result).toEqual({
      ok: true,
      from: { slotDate: "2030-03-07" },
      to: { slotDate: "2030-03-08", slotTime: "15:00:00" },
    });
    expect(changed).toEqual([["2030-03-07", "2030-03-08"]]);
    expect(await slotStatus(db, slot.id)).toBe("available");
    expect(await slotStatus(db, to.id)).toBe("booked");
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ timeSlotId: to.id, status: "confirmed", sequence: 1 });
    expect(await db.select().from(bookingMoves)).toEqual([
      expect.objectContaining({ bookingId, fromSlotId: slot.id, toSlotId: to.id, movedBy: "owner" }),
    ]);

    await deliver();
    const [update] = sink.to("ada@example.com").filter((mail) => /^Moved:/.test(mail.email.subject ?? ""));
    const text = update?.email.text ?? "";
    const now = callTimeWords({ slotDate: "2030-03-08", slotTime: "15:00:00" }, agencyZone).full;
    const was = callTimeWords({ slotDate: "2030-03-07", slotTime: "10:00:00" }, agencyZone).full;
    expect(text).toContain(`DVAT has moved your strategy call to ${now}. It was ${was}.`);
    const ics = calendarText(update?.email as Email);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:${bookingId}`);
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain("DTSTART:20300308T210000Z");
    // The e-mail's link is the booking's second one; the first, from the confirmation, still opens it too.
    const link = LINK.exec(text)?.[1];
    expect(link).toBeDefined();
    expect(link).not.toBe(token);
    expect((await bookingByToken(db, link))?.id).toBe(bookingId);
    expect((await bookingByToken(db, token))?.id).toBe(bookingId);
    const [notice] = sink.to("team@dvat.test").filter((mail) => /^Moved:/.test(mail.email.subject ?? ""));
    expect(notice?.email.text).toContain(
      `You (the agency) moved the strategy call with Ada Lovelace from ${was} to ${now}.`,
    );
  });

  it("moves a call inside the customer's notice, which binds only the customer", async () => {
    // At 09:00, a call at 10:00 is inside the two hours' notice: the customer can no longer move it.
    const { slot, bookingId } = await booked("2030-03-05", "10:00:00");
    const to = await createSlot(db, { slotDate: "2030-03-06", slotTime: "10:00:00" });
    const now = wallClockToInstant("2030-03-05", "09:00:00", agencyZone);
    const result = await moveByOwner(desk(), { bookingId, fromSlotId: slot.id, toSlotId: to.id, ...at(now) });
    expect(result.ok).toBe(true);
  });

  it("refuses a call that started, a cancelled or unknown booking, a stale form, the same time and a time not offered, changing nothing", async () => {
    const { slot, bookingId } = await booked("2030-03-07", "10:00:00");
    const free = await createSlot(db, { slotDate: "2030-03-08", slotTime: "10:00:00" });
    const taken = await booked("2030-03-08", "11:00:00");
    const closed = await createSlot(db, {
      slotDate: "2030-03-08",
      slotTime: "12:00:00",
      status: "unavailable",
    });
    const gone = await booked("2030-03-06", "10:00:00");
    await cancelBookingByOwner(desk(), gone.bookingId, at());
    const before = await snapshot(db);
    const move = (change: { bookingId?: string; fromSlotId?: string; toSlotId?: string }, now = testNow) =>
      moveByOwner(desk(), { bookingId, fromSlotId: slot.id, toSlotId: free.id, ...at(now), ...change });

    const started = wallClockToInstant("2030-03-07", "10:00:00", agencyZone);
    expect(await move({}, started)).toEqual({ ok: false, reason: "started" });
    expect(await move({}, new Date(started.getTime() + 2 * HOUR))).toEqual({ ok: false, reason: "started" });
    expect(await move({ bookingId: gone.bookingId, fromSlotId: gone.slot.id })).toEqual({
      ok: false,
      reason: "cancelled",
    });
    expect(await move({ bookingId: "00000000-0000-4000-8000-000000000000" })).toEqual({
      ok: false,
      reason: "no-booking",
    });
    expect(await move({ fromSlotId: free.id })).toEqual({ ok: false, reason: "changed" });
    expect(await move({ toSlotId: slot.id })).toEqual({ ok: false, reason: "same-slot" });
    expect(await move({ toSlotId: taken.slot.id })).toEqual({
      ok: false,
      reason: "slot-refused",
      refusal: { reason: "booked" },
    });
    expect(await move({ toSlotId: closed.id })).toEqual({
      ok: false,
      reason: "slot-refused",
      refusal: { reason: "not_bookable" },
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it("cancels a booking by its id, with the reason for the customer, and not once its call has started", async () => {
    const { slot, bookingId } = await booked("2030-03-07", "10:00:00");
    const started = wallClockToInstant("2030-03-07", "10:30:00", agencyZone);
    expect(await cancelBookingByOwner(desk(), bookingId, at(started))).toEqual({
      ok: false,
      reason: "started",
    });
    const result = await cancelBookingByOwner(desk(), bookingId, { reason: "Team offsite", ...at() });
    expect(result.ok).toBe(true);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: "owner", cancelReason: "Team offsite" });
    expect((await db.select().from(timeSlots).where(eq(timeSlots.id, slot.id)))[0]?.status).toBe("available");
    expect(await cancelBookingByOwner(desk(), bookingId, at())).toEqual({ ok: false, reason: "cancelled" });
    await deliver();
    const [cancellation] = sink
      .to("ada@example.com")
      .filter((mail) => /^Cancelled:/.test(mail.email.subject ?? ""));
    expect(cancellation?.email.text).toContain("Reason: Team offsite");
  });
});
