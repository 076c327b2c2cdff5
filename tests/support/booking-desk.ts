import { wallClockToInstant } from "../../domain/agency-time";
import type { BookingHolder } from "../../server/booking/book-slot";
import type { BookingDesk } from "../../server/booking/booking-desk";
import type { Database } from "../../server/db/connection";
import { agencyZone } from "./slot-factory";

// Factories for booking tests: a desk on a test database and a filled-in form (slots: slot-factory.ts).

/** Tuesday 2030-03-05, 08:00 in Monterrey: the window runs to Monday 2030-03-11. */
export const testNow = wallClockToInstant("2030-03-05", "08:00:00", agencyZone);

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
    publicUrl: "https://dvat.test",
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

export function bookingForm(fields: Record<string, string>) {
  const form = new FormData();
  const defaults = { customer_name: "Ada Lovelace", customer_email: "ada@example.com" };
  for (const [name, value] of Object.entries({ ...defaults, ...fields })) form.set(name, value);
  return form;
}
