import type { Database } from "../db/connection";
import type { MailSettings } from "../mail/booking-emails";
import type { RateLimitRule } from "../rate-limit/limiter";

/** What taking a booking needs from the running process. */
export interface BookingDesk {
  db: Database;
  mail: MailSettings;
  /** Booking attempts allowed per client address; counted in the database, so across instances. */
  attemptLimit: RateLimitRule;
  /** Called after a booking commits (wakes the e-mail outbox, forgets the date's remembered slots). */
  onBooked(booking: { slotDate: string }): void;
}

export const DEFAULT_ATTEMPT_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60_000 };
