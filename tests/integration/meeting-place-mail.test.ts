import { count, eq } from "drizzle-orm";
import ICAL from "ical.js";
import type { Email } from "postal-mime";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import { phoneMessages } from "../../domain/booking-schema";
import type { MeetingChoice } from "../../domain/meeting-place";
import { rescheduleBooking } from "../../server/booking/reschedule";
import { bookings, emailOutbox } from "../../server/db/schema";
import { saveMeetingChoice } from "../../server/meeting-place/meeting-choice";
import { submitForm, testDesk, testNow } from "../support/booking-desk";
import { deliverOutbox } from "../support/outbox-delivery";
import { agencyZone, createSlot } from "../support/slot-factory";
import { SmtpSink } from "../support/smtp-sink";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

// The place to meet, for each kind the owner may choose, in every message of a booking's life: its
// confirmation, the agency's notice, the update after a move, the reminder, each with its calendar
// invitation read by a calendar library (LOCATION, URL), through the real outbox and an SMTP peer.

const HOUR = 3_600_000;
const CUSTOMER = "ada@example.com";
const AGENCY = "team@dvat.test";
const ROOM = /^https:\/\/meet\.jit\.si\/StrategyCall-[0-9a-f]{32}$/;

function invitationOf(email: Email) {
  const part = email.attachments.find((attachment) => attachment.mimeType === "text/calendar");
  if (!part) throw new Error(`no calendar in "${email.subject}"`);
  const text = typeof part.content === "string" ? part.content : new TextDecoder().decode(part.content);
  const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  return {
    location: event.getFirstPropertyValue("location"),
    url: event.getFirstPropertyValue("url"),
    description: String(event.getFirstPropertyValue("description")),
  };
}

/** Each kind of place: the owner's choice, and what the messages must state (link, location, words). */
const places: {
  kind: string;
  choice: MeetingChoice;
  /** LOCATION of the invitation (a Jitsi room is matched, being each booking's own). */
  location: string | RegExp;
  /** URL of the invitation: the link to join, none without one. */
  link: boolean;
  customerSays: string;
  agencySays: string;
}[] = [
  {
    kind: "jitsi",
    choice: { kind: "jitsi" },
    location: ROOM,
    link: true,
    customerSays: "Join the video call on Jitsi Meet",
    agencySays: "The call is on Jitsi Meet",
  },
  {
    kind: "video",
    choice: { kind: "video", url: "https://us02web.zoom.us/j/5550100?pwd=secret" },
    location: "https://us02web.zoom.us/j/5550100?pwd=secret",
    link: true,
    customerSays: "Join the video call on Zoom",
    agencySays: "The call is on Zoom",
  },
  {
    kind: "phone",
    choice: { kind: "phone" },
    location: "Phone call to +1 555 0100",
    link: false,
    customerSays: "DVAT will call you at +1 555 0100.",
    agencySays: "You call Ada Lovelace at +1 555 0100.",
  },
  {
    kind: "address",
    choice: { kind: "address", address: "Av. Constitución 100, Monterrey; 2nd floor" },
    location: "Av. Constitución 100, Monterrey; 2nd floor",
    link: false,
    customerSays: "Meet DVAT at Av. Constitución 100, Monterrey; 2nd floor.",
    agencySays: "You meet Ada Lovelace at Av. Constitución 100, Monterrey; 2nd floor.",
  },
];

describe.each(databaseKinds)("the place to meet on %s", (databaseKind) => {
  const database = freshDatabasePerTest(databaseKind);
  let sink: SmtpSink;
  beforeEach(async () => {
    sink = await SmtpSink.start();
  });
  afterEach(() => sink.stop());

  const desk = () => testDesk(database.db, { reminderHours: [24] });
  const mailTo = (address: string, subject: RegExp) => {
    const found = sink.to(address).filter((mail) => subject.test(mail.email.subject ?? ""));
    expect(found, `one mail to ${address} matching ${subject}`).toHaveLength(1);
    return found[0]?.email as Email;
  };

  /** Books 7 March 10:00 as Ada (with her phone), moves it to 8 March 15:00, delivers all that is due. */
  async function bookMoveAndDeliver(beforeTheMove = async () => {}) {
    const from = await createSlot(database.db, { slotDate: "2030-03-07", slotTime: "10:00:00" });
    const to = await createSlot(database.db, { slotDate: "2030-03-08", slotTime: "15:00:00" });
    const booked = await submitForm(desk(), { time_slot_id: from.id, customer_phone: "+1 555 0100" });
    if (!booked.ok) throw new Error(booked.message);
    await beforeTheMove();
    const moved = await rescheduleBooking(desk(), {
      token: booked.token,
      fromSlotId: from.id,
      toSlotId: to.id,
      now: testNow,
      linkBase: "https://dvat.test",
    });
    expect(moved.ok).toBe(true);
    // The moment the reminder for the new time is due: everything queued so far goes out.
    const start = wallClockToInstant("2030-03-08", "15:00:00", agencyZone);
    await deliverOutbox(database.db, sink, new Date(start.getTime() - 24 * HOUR));
    return {
      confirmation: mailTo(CUSTOMER, /is confirmed/),
      notice: mailTo(AGENCY, /^New booking/),
      update: mailTo(CUSTOMER, /^Moved:/),
      movedNotice: mailTo(AGENCY, /^Moved:/),
      reminder: mailTo(CUSTOMER, /^Reminder:/),
    };
  }

  it.each(places)("is in every e-mail and invitation when calls happen by $kind", async (place) => {
    await saveMeetingChoice(database.db, place.choice);
    const mails = await bookMoveAndDeliver();

    for (const invitation of [invitationOf(mails.confirmation), invitationOf(mails.update)]) {
      expect(invitation.location).toMatch(place.location);
      if (place.link) expect(invitation.url).toBe(invitation.location);
      else expect(invitation.url).toBeNull();
    }
    // One place for the booking's life: the move keeps the room it was given.
    const location = invitationOf(mails.confirmation).location as string;
    expect(invitationOf(mails.update).location).toBe(location);
    for (const mail of [mails.confirmation, mails.update, mails.reminder]) {
      expect(mail.text).toContain(place.customerSays);
      if (place.link) expect(mail.html).toContain(`href="${location.replaceAll("&", "&amp;")}"`);
    }
    for (const mail of [mails.notice, mails.movedNotice]) {
      expect(mail.text).toContain(place.agencySays);
      if (place.link) expect(mail.text).toContain(`Join: ${location}`);
    }
    expect(mails.confirmation.text).not.toContain("Online");
  });

  it("links an address to a map search in the e-mails", async () => {
    await saveMeetingChoice(database.db, { kind: "address", address: "1 Main St, Monterrey" });
    const { confirmation } = await bookMoveAndDeliver();
    const mapLine = confirmation.text?.split("\n").find((line) => line.startsWith("Map: "));
    const map = new URL(mapLine?.slice("Map: ".length) ?? "");
    expect(map.hostname).toBe("www.openstreetmap.org");
    expect(map.searchParams.get("query")).toBe("1 Main St, Monterrey");
  });

  it("keeps the place a booking was given when the owner chooses another before it moves", async () => {
    await saveMeetingChoice(database.db, { kind: "video", url: "https://meet.google.com/abc-defg-hij" });
    const { update } = await bookMoveAndDeliver(() =>
      saveMeetingChoice(database.db, { kind: "address", address: "1 Main St, Monterrey" }),
    );
    expect(invitationOf(update)).toMatchObject({ location: "https://meet.google.com/abc-defg-hij" });
    expect(update.text).toContain("Join the video call on Google Meet");
  });

  it("gives each booking its own Jitsi room", async () => {
    const slots = await Promise.all(
      ["10:00:00", "11:00:00"].map((slotTime) =>
        createSlot(database.db, { slotDate: "2030-03-07", slotTime }),
      ),
    );
    for (const [index, slot] of slots.entries()) {
      const booked = await submitForm(desk(), {
        time_slot_id: slot.id,
        customer_email: `visitor${index}@example.com`,
      });
      expect(booked.ok).toBe(true);
    }
    const rows = await database.db
      .select({ kind: bookings.placeKind, room: bookings.placeDetail })
      .from(bookings);
    expect(rows.map((row) => row.kind)).toEqual(["jitsi", "jitsi"]);
    for (const row of rows) expect(row.room).toMatch(ROOM);
    expect(rows[0]?.room).not.toBe(rows[1]?.room);
  });

  it("requires the phone only while calls happen by phone: refused with why, nothing booked or sent", async () => {
    const slot = await createSlot(database.db, { slotDate: "2030-03-07", slotTime: "10:00:00" });
    await saveMeetingChoice(database.db, { kind: "phone" });
    const refused = await submitForm(desk(), { time_slot_id: slot.id, customer_phone: "  " });
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { customer_phone: phoneMessages.required },
    });
    const [booked] = await database.db.select({ n: count() }).from(bookings);
    const [queued] = await database.db.select({ n: count() }).from(emailOutbox);
    expect([booked?.n, queued?.n]).toEqual([0, 0]);

    await saveMeetingChoice(database.db, { kind: "jitsi" });
    const taken = await submitForm(desk(), { time_slot_id: slot.id });
    expect(taken.ok).toBe(true);
    const [row] = await database.db
      .select({ kind: bookings.placeKind, phone: bookings.customerPhone })
      .from(bookings)
      .where(eq(bookings.timeSlotId, slot.id));
    expect(row).toEqual({ kind: "jitsi", phone: null });
  });
});
