import type { Email } from "postal-mime";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import { cancelByCustomer } from "../../server/booking/cancel";
import { rescheduleBooking } from "../../server/booking/reschedule";
import { submitBooking } from "../../server/booking/submit-booking";
import type { Database, DatabaseHandle } from "../../server/db/connection";
import { bookingForm, testDesk } from "../support/booking-desk";
import { deliverOutbox } from "../support/outbox-delivery";
import { agencyZone, createSlot } from "../support/slot-factory";
import { SmtpSink } from "../support/smtp-sink";
import { createTestDatabase, databaseKinds } from "../support/test-database";

// Bookers in Berlin and Tokyo, read back from a real SMTP peer: every message gives the weekday, date
// and hours in the agency's zone (Monterrey, UTC-6 all year) and in the booker's, with the label in
// force that day. Berlin moves its clocks on Sunday, March 31, 2030, between the booking and its move.

const HOUR = 3_600_000;
/** Thursday, March 28, 2030, 08:00 in Monterrey. */
const now = wallClockToInstant("2030-03-28", "08:00:00", agencyZone);
const link = "https://dvat.test";

describe.each(databaseKinds)("e-mails in the booker's zone on %s", (kind) => {
  let database: DatabaseHandle;
  let db: Database;
  let sink: SmtpSink;
  let clock: Date;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    sink = await SmtpSink.start();
    clock = now;
  });
  afterEach(async () => {
    await sink.stop();
    await database.close();
  });

  const desk = () => testDesk(db, { reminderHours: [24] });
  const deliver = () => deliverOutbox(db, sink, clock);
  /** The one message to `address` whose subject starts with `start`, as the recipient's mail app reads it. */
  function mail(address: string, start: string): Email {
    const found = sink.to(address).filter((each) => each.email.subject?.startsWith(start));
    expect(found, `${start}… to ${address}`).toHaveLength(1);
    return found[0]?.email as Email;
  }
  /** Its text part and its HTML part's words, as one string to look for sentences in. */
  const read = (email: Email) =>
    `${email.text}\n${(email.html ?? "").replace(/<[^>]+>/g, " ").replaceAll("&#39;", "'")}`;

  async function book(slotDate: string, slotTime: string, email: string, zone: string) {
    const slot = await createSlot(db, { slotDate, slotTime });
    const answer = await submitBooking(desk(), {
      form: bookingForm({ time_slot_id: slot.id, customer_email: email }),
      clientAddress: "198.51.100.1",
      now,
      bookerZone: zone,
    });
    if (!answer.ok) throw new Error(answer.message);
    return { slot, token: answer.token };
  }

  it("tells a Berlin booker in CST and Berlin time, before and after Berlin's clocks change", async () => {
    const { slot, token } = await book("2030-03-29", "10:00:00", "ada@example.com", "Europe/Berlin");
    const before = "Friday, March 29, 2030, 10:00–11:00 CST (17:00–18:00 GMT+1 in Berlin)";
    const after = "Monday, April 1, 2030, 10:00–11:00 CST (18:00–19:00 GMT+2 in Berlin)";
    const to = await createSlot(db, { slotDate: "2030-04-01", slotTime: "10:00:00" });
    const moved = await rescheduleBooking(desk(), {
      token,
      fromSlotId: slot.id,
      toSlotId: to.id,
      now,
      linkBase: link,
    });
    expect(moved.ok).toBe(true);
    await deliver();

    const confirmation = mail("ada@example.com", "Your strategy call");
    expect(confirmation.subject).toBe(`Your strategy call with DVAT is confirmed: ${before}`);
    expect(read(confirmation)).toContain(`is confirmed for ${before}.`);
    expect(confirmation.text).toContain(
      "Date: Friday, March 29, 2030\nTime: 10:00–11:00 CST\nYour time: 17:00–18:00 GMT+1 in Berlin\n",
    );
    const notice = mail("team@dvat.test", "New booking");
    expect(notice.text).toContain(`Ada Lovelace booked a strategy call for ${before}.`);
    expect(notice.text).toContain("Customer's time: 17:00–18:00 GMT+1 in Berlin");

    const update = mail("ada@example.com", "Moved:");
    expect(update.subject).toBe(`Moved: your strategy call with DVAT is now ${after}`);
    expect(read(update)).toContain(`has moved to ${after}. It was ${before}.`);
    expect(update.text).toContain(`Was: ${before}`);
    expect(mail("team@dvat.test", "Moved:").text).toContain(`from ${before} to ${after}.`);

    // The reminder of the new time, a day before it.
    clock = new Date(wallClockToInstant("2030-04-01", "10:00:00", agencyZone).getTime() - 24 * HOUR + 1_000);
    await deliver();
    expect(mail("ada@example.com", "Reminder").subject).toBe(
      `Reminder: your strategy call with DVAT is tomorrow, ${after}`,
    );

    expect((await cancelByCustomer(desk(), token, { now: clock, linkBase: link })).ok).toBe(true);
    await deliver();
    const cancellation = mail("ada@example.com", "Cancelled:");
    expect(cancellation.subject).toBe(`Cancelled: your strategy call with DVAT on ${after}`);
    expect(read(cancellation)).toContain(`on ${after} is cancelled, as you asked.`);
    expect(mail("team@dvat.test", "Cancelled by the customer").text).toContain(
      "Customer's time: 18:00–19:00 GMT+2 in Berlin",
    );
  });

  it("gives a Tokyo booker Tokyo's own weekday and date when its clocks are already on the next day", async () => {
    await book("2030-03-29", "17:00:00", "kenji@example.com", "Asia/Tokyo");
    await deliver();
    const confirmation = mail("kenji@example.com", "Your strategy call");
    const when =
      "Friday, March 29, 2030, 17:00–18:00 CST (Saturday, March 30, 2030, 08:00–09:00 GMT+9 in Tokyo)";
    expect(confirmation.subject).toBe(`Your strategy call with DVAT is confirmed: ${when}`);
    expect(confirmation.text).toContain("Your time: Saturday, March 30, 2030, 08:00–09:00 GMT+9 in Tokyo\n");
    expect(read(confirmation)).toContain(when);
    expect(mail("team@dvat.test", "New booking").text).toContain(
      "Customer's time: Saturday, March 30, 2030, 08:00–09:00 GMT+9 in Tokyo",
    );
  });

  it("gives the agency's time alone to a booker who chose no zone, or one that does not exist", async () => {
    await book("2030-03-29", "11:00:00", "grace@example.com", "Mars/Olympus_Mons");
    await deliver();
    const confirmation = mail("grace@example.com", "Your strategy call");
    expect(confirmation.subject).toBe(
      "Your strategy call with DVAT is confirmed: Friday, March 29, 2030, 11:00–12:00 CST",
    );
    expect(confirmation.text).not.toContain("Your time:");
  });
});
