import { wallClockToInstant } from "../../domain/agency-time";
import { type BookingHolder, bookSlot } from "../../server/booking/book-slot";
import type { BookingDesk } from "../../server/booking/booking-desk";
import { readBookingSettings } from "../../server/booking/booking-settings";
import { submitBooking } from "../../server/booking/submit-booking";
import type { Database } from "../../server/db/connection";
import { agencyZone, createSlot } from "./slot-factory";

// Factories for booking tests: a desk on a test database, a filled-in form, and a booking made through
// either door (slots: slot-factory.ts).

/** Tuesday 2030-03-05, 08:00 in Monterrey: the window runs to Monday 2030-03-11. */
export const testNow = wallClockToInstant("2030-03-05", "08:00:00", agencyZone);

const testLinkBase = "https://dvat.test";

export function testDesk(db: Database, overrides: Partial<BookingDesk> = {}): BookingDesk {
  return {
    db,
    mail: {
      from: "DVAT <no-reply@dvat.test>",
      adminNotifyEmail: "team@dvat.test",
      agencyName: "DVAT",
      agencyZone,
      contact: { email: "hello@dvat.test" },
    },
    attemptLimit: { limit: 1_000, windowMs: 60_000 },
    emailAttemptLimit: { limit: 1_000, windowMs: 60_000 },
    upcomingLimits: { perEmail: 1_000, perClient: 1_000 },
    clientSecret: "test-client-secret",
    onBooked: () => {},
    onChanged: () => {},
    linkBase: async () => testLinkBase,
    bookingSettings: () => readBookingSettings(db, { publicUrl: testLinkBase, port: 0 }),
    changeNoticeHours: 2,
    // Reminders only where a test asks for them, so counts of queued e-mails stay about the booking.
    reminderHours: [],
    ...overrides,
  };
}

/** Who a direct bookSlot call books as: one test client, within the desk's limits. */
export function testHolder(desk: BookingDesk): BookingHolder {
  return { clientHash: "test-client", limits: desk.upcomingLimits };
}

/** A form holding exactly these fields. */
export function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** The booking form, filled in by Ada unless `fields` say otherwise. */
export function bookingForm(fields: Record<string, string>) {
  return formOf({ customer_name: "Ada Lovelace", customer_email: "ada@example.com", ...fields });
}

/** The booking form as a visitor at `clientAddress` sends it, on the test clock. */
export function submitForm(
  desk: BookingDesk,
  fields: Record<string, string>,
  clientAddress = "198.51.100.1",
) {
  return submitBooking(desk, { form: bookingForm(fields), clientAddress, now: testNow });
}

/**
 * A booking made by bookSlot itself, as Ada unless `email` says otherwise, with the desk's reminders and
 * links to its public URL; throws if the slot could not be booked.
 */
export async function bookDirectly(
  desk: BookingDesk,
  slotId: string,
  { email = "ada@example.com", now = testNow }: { email?: string; now?: Date } = {},
) {
  const booked = await bookSlot(
    desk.db,
    { time_slot_id: slotId, customer_name: "Ada Lovelace", customer_email: email },
    {
      now,
      mail: desk.mail,
      holder: testHolder(desk),
      linkBase: await desk.linkBase(),
      reminderHours: desk.reminderHours,
    },
  );
  if (booked.kind !== "booked") throw new Error(`not booked: ${JSON.stringify(booked)}`);
  return booked;
}

/**
 * One slot for each reason the window refuses a time at testNow: closed, the eighth day, exactly the
 * hour's notice ahead (still too soon), and yesterday.
 */
export async function slotsRefusedAtTestNow(db: Database) {
  return {
    closed: await createSlot(db, { slotDate: "2030-03-07", slotTime: "12:00:00", status: "unavailable" }),
    eighthDay: await createSlot(db, { slotDate: "2030-03-12", slotTime: "10:00:00" }),
    tooSoon: await createSlot(db, { slotDate: "2030-03-05", slotTime: "09:00:00" }),
    past: await createSlot(db, { slotDate: "2030-03-04", slotTime: "10:00:00" }),
  };
}
