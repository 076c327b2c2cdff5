import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import type { Email } from "postal-mime";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import { cancelByCustomer, cancelByOwner } from "../../server/booking/cancel";
import { rescheduleBooking } from "../../server/booking/reschedule";
import type { Database, DatabaseHandle } from "../../server/db/connection";
import { emailOutbox } from "../../server/db/schema";
import { smtpSender } from "../../server/mail/mail-sender";
import { OutboxWorker } from "../../server/mail/outbox-worker";
import { bookDirectly, testDesk, testNow } from "../support/booking-desk";
import { agencyZone, createSlot } from "../support/slot-factory";
import { SmtpSink } from "../support/smtp-sink";
import { createTestDatabase, databaseKinds } from "../support/test-database";

// What the customer and the agency are told after a booking, through the real outbox and a real
// SMTP peer, on a fixed clock (no sleeps): cancellations and moves with their calendar messages
// (read by a calendar library), and the reminders, each sent once whoever sends it.

const HOUR = 3_600_000;

function calendarOf(email: Email) {
  const part = email.attachments.find((attachment) => attachment.mimeType === "text/calendar");
  if (!part) throw new Error(`no calendar in "${email.subject}"`);
  const text = typeof part.content === "string" ? part.content : new TextDecoder().decode(part.content);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
  const end = event.getFirstPropertyValue("dtend") as ICAL.Time;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    status: event.getFirstPropertyValue("status"),
    start: start.toJSDate(),
    end: end.toJSDate(),
    startIsUtc: start.zone?.tzid === "UTC",
  };
}

describe.each(databaseKinds)("the booking's later e-mails on %s", (kind) => {
  let database: DatabaseHandle;
  let db: Database;
  let sink: SmtpSink;
  let clock: Date;
  const workers: OutboxWorker[] = [];

  const worker = () => {
    const started = new OutboxWorker(db, smtpSender(sink.url), { clock: () => clock });
    workers.push(started);
    return started;
  };
  const mailTo = (address: string, subject: RegExp) =>
    sink.to(address).filter((mail) => subject.test(mail.email.subject ?? ""));
  /** Delivers what the outbox holds now; the mails to `address` whose subject matches. */
  const delivered = async (address: string, subject: RegExp) => {
    await worker().drain();
    return mailTo(address, subject);
  };

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    sink = await SmtpSink.start();
    clock = testNow;
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((started) => started.stop()));
    await sink.stop();
    await database.close();
  });

  /** The desk of these tests: reminders 24 h and 1 h before each call. */
  const remindingDesk = () => testDesk(db, { reminderHours: [24, 1] });
  /** A change made now by the test's clock, its e-mails linking to the site. */
  const atClock = () => ({ now: clock, linkBase: "https://dvat.test" });
  async function book(slotDate: string, slotTime: string, email?: string, now?: Date) {
    const slot = await createSlot(db, { slotDate, slotTime });
    const booked = await bookDirectly(remindingDesk(), slot.id, { email, now });
    return { ...booked, slot, start: wallClockToInstant(slotDate, slotTime, agencyZone) };
  }

  it("tells the customer and the agency of the booker's cancel, with METHOD:CANCEL, the same UID and a higher SEQUENCE", async () => {
    const { token, booking, start } = await book("2030-03-08", "10:00:00");
    clock = new Date(testNow.getTime() + HOUR);
    const result = await cancelByCustomer(remindingDesk(), token, { reason: "Double-booked", ...atClock() });
    expect(result.ok).toBe(true);
    const [confirmation] = await delivered("ada@example.com", /is confirmed/);
    const [cancellation] = mailTo("ada@example.com", /^Cancelled:/);
    expect(cancellation?.email.text).toContain("is cancelled, as you asked");
    expect(cancellation?.email.text).toContain("https://dvat.test/book-call");
    const invited = calendarOf(confirmation?.email as Email);
    const cancelled = calendarOf(cancellation?.email as Email);
    expect(invited).toMatchObject({ method: "REQUEST", uid: booking.id, sequence: 0, status: "CONFIRMED" });
    expect(cancelled).toMatchObject({
      method: "CANCEL",
      uid: booking.id,
      sequence: 1,
      status: "CANCELLED",
      startIsUtc: true,
    });
    expect(cancelled.start).toEqual(start);
    expect(cancelled.end).toEqual(new Date(start.getTime() + HOUR));
    const [notice] = mailTo("team@dvat.test", /^Cancelled by the customer/);
    expect(notice?.email.text).toContain("Reason: Double-booked");
    // Its reminders were withdrawn: nothing more, whenever the clock says.
    clock = new Date(start.getTime() - HOUR / 2);
    await worker().drain();
    expect(sink.to("ada@example.com")).toHaveLength(2);
  });

  it("tells the customer of the owner's cancel with the owner's reason", async () => {
    const { slot, booking } = await book("2030-03-08", "11:00:00");
    const result = await cancelByOwner(remindingDesk(), slot.id, {
      reason: "Our team is travelling that day",
      ...atClock(),
    });
    expect(result.ok).toBe(true);
    const [cancellation] = await delivered("ada@example.com", /^Cancelled:/);
    expect(cancellation?.email.text).toContain(
      "DVAT has cancelled your strategy call on Friday, March 8, 2030, 11:00–12:00 CST.",
    );
    expect(cancellation?.email.text).toContain("Reason: Our team is travelling that day");
    expect(cancellation?.email.html).toContain("Our team is travelling that day");
    expect(calendarOf(cancellation?.email as Email)).toMatchObject({
      method: "CANCEL",
      uid: booking.id,
      sequence: 1,
    });
    expect(mailTo("team@dvat.test", /^Cancelled by the agency/)).toHaveLength(1);
  });

  it("sends an update with the new time on a move (SEQUENCE raised), and reminders only for the new time", async () => {
    const { token, booking, slot, start: oldStart } = await book("2030-03-07", "10:00:00");
    const to = await createSlot(db, { slotDate: "2030-03-09", slotTime: "16:00:00" });
    const moved = await rescheduleBooking(remindingDesk(), {
      token,
      fromSlotId: slot.id,
      toSlotId: to.id,
      ...atClock(),
    });
    expect(moved.ok).toBe(true);
    const [update] = await delivered("ada@example.com", /^Moved:/);
    expect(update?.email.text).toContain(
      "has moved to Saturday, March 9, 2030, 16:00–17:00 CST. It was Thursday, March 7, 2030, 10:00–11:00 CST.",
    );
    expect(update?.email.text).toContain(`https://dvat.test/booking/${token}`);
    const newStart = wallClockToInstant("2030-03-09", "16:00:00", agencyZone);
    expect(calendarOf(update?.email as Email)).toMatchObject({
      method: "REQUEST",
      uid: booking.id,
      sequence: 1,
      start: newStart,
      startIsUtc: true,
    });
    expect(mailTo("team@dvat.test", /^Moved:/)).toHaveLength(1);
    // The old time's reminders are gone; the new time's come.
    for (const at of [oldStart.getTime() - 24 * HOUR, oldStart.getTime() - HOUR]) {
      clock = new Date(at + 1_000);
      await worker().drain();
    }
    expect(mailTo("ada@example.com", /^Reminder/)).toHaveLength(0);
    clock = new Date(newStart.getTime() - 24 * HOUR + 1_000);
    const reminders = await delivered("ada@example.com", /^Reminder/);
    expect(reminders.map((mail) => mail.email.subject)).toEqual([
      "Reminder: your strategy call with DVAT is tomorrow, Saturday, March 9, 2030, 16:00–17:00 CST",
    ]);
  });

  it("sends each reminder exactly once with two workers at work and after a restart, never after the call started", async () => {
    const calls = await Promise.all(
      ["09:00:00", "10:00:00", "11:00:00"].map((time, index) =>
        book("2030-03-08", time, `visitor${index}@example.com`),
      ),
    );
    const first = calls[0]?.start ?? testNow;
    await worker().drain(); // the confirmations
    const reminders = () => sink.received.filter((mail) => /^Reminder/.test(mail.email.subject ?? ""));

    // Not due yet: nothing.
    clock = new Date(first.getTime() - 24 * HOUR - 1_000);
    await Promise.all([worker().drain(), worker().drain()]);
    expect(reminders()).toHaveLength(0);

    // Due: two workers race, several passes each.
    clock = new Date(calls[2]?.start.getTime() ?? 0);
    clock = new Date(clock.getTime() - 24 * HOUR + 1_000);
    const [a, b] = [worker(), worker()];
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(
      reminders()
        .map((mail) => mail.envelopeTo[0])
        .sort(),
    ).toEqual(["visitor0@example.com", "visitor1@example.com", "visitor2@example.com"]);
    // A restart: new workers, same outbox; nothing is sent again.
    await Promise.all([a.stop(), b.stop()]);
    await Promise.all([worker().drain(), worker().drain()]);
    expect(reminders()).toHaveLength(3);

    // The hour before each call: its 1-hour reminder, once; the mail server is down for the last call's.
    for (const call of calls.slice(0, 2)) {
      clock = new Date(call.start.getTime() - HOUR + 1_000);
      await Promise.all([worker().drain(), worker().drain()]);
    }
    const oneHour = () => reminders().filter((mail) => /in one hour/.test(mail.email.subject ?? ""));
    expect(oneHour().map((mail) => mail.envelopeTo[0])).toEqual([
      "visitor0@example.com",
      "visitor1@example.com",
    ]);
    await sink.stop();
    clock = new Date((calls[2]?.start.getTime() ?? 0) - HOUR + 1_000);
    await worker().drain();
    // The mail server is back only once the last call has started: its reminder is never sent.
    await sink.listen();
    clock = new Date((calls[2]?.start.getTime() ?? 0) + 1_000);
    await Promise.all([worker().drain(), worker().drain()]);
    expect(oneHour()).toHaveLength(2);
    expect(reminders()).toHaveLength(5);
    const [late] = await db
      .select({
        status: emailOutbox.status,
        lastError: emailOutbox.lastError,
        attempts: emailOutbox.attempts,
      })
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.kind, "booking_reminder_1h"), eq(emailOutbox.recipient, "visitor2@example.com")),
      );
    expect(late).toEqual({
      status: "failed",
      lastError: "Too late to send: its time had passed",
      attempts: 1,
    });
  });

  it("queues no reminder whose moment has passed when the booking is made", async () => {
    // Booked 20 hours ahead: inside the 24-hour reminder's window, so only the 1-hour reminder.
    const now = wallClockToInstant("2030-03-05", "14:00:00", agencyZone);
    const { booking } = await book("2030-03-06", "10:00:00", "ada@example.com", now);
    const kinds = await db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.bookingId, booking.id));
    expect(kinds.map((row) => row.kind).sort()).toEqual([
      "booking_admin_notice",
      "booking_confirmation",
      "booking_reminder_1h",
    ]);
  });
});
