import type { Database } from "../db/connection";
import type { MailSettings } from "../mail/booking-emails";
import type { RateLimitRule } from "../rate-limit/limiter";
import type { BookingSettings } from "./booking-settings";
import type { UpcomingLimits } from "./upcoming-limits";

/** What taking a booking needs from the running process. */
export interface BookingDesk {
  db: Database;
  mail: MailSettings;
  /** Valid booking attempts allowed per client (IPv4 address, IPv6 /64); counted in the database. */
  attemptLimit: RateLimitRule;
  /** Valid booking attempts allowed per e-mail address. */
  emailAttemptLimit: RateLimitRule;
  /** Calls still to come that one e-mail address, and one client, may hold (UPCOMING_BOOKINGS_PER_*). */
  upcomingLimits: UpcomingLimits;
  /**
   * Keys the digest of the client kept with each booking, so its address cannot be read back, and the
   * booking's second link (reissued-link.ts).
   */
  clientSecret: string;
  /** Called after a booking commits (wakes the e-mail outbox, forgets the date's remembered slots). */
  onBooked(booking: { slotDate: string }): void;
  /** Called after a cancel or a move commits, with the dates whose slots changed. */
  onChanged(slotDates: string[]): void;
  /**
   * The base of e-mailed links: PUBLIC_URL, else the address the owner confirmed; never a request's
   * Host (server/site-address/site-address.ts).
   */
  linkBase(): Promise<string>;
  /** The place to meet in force and `linkBase()`, read together: what a booking request needs first. */
  bookingSettings(): Promise<BookingSettings>;
  /** Cancelling or moving online ends this many hours before the call. */
  changeNoticeHours: number;
  /** Reminder e-mails this many hours before each call. */
  reminderHours: number[];
  /**
   * Reads the owner's calendars again when their busy times are more than five minutes old, before a
   * booking or a move is confirmed (server/calendars/owner-calendars.ts). Never rejects.
   */
  busyTimesFresh?(): Promise<void>;
}

// Generous enough for an office of colleagues behind one address; only valid attempts count.
export const DEFAULT_ATTEMPT_LIMIT: RateLimitRule = { limit: 20, windowMs: 60 * 60_000 };
export const DEFAULT_EMAIL_ATTEMPT_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };
