import type { BookingCalendarTarget } from "../calendars/booking-calendar-target";
import type { Database } from "../db/connection";
import { OutboxDrain } from "../jobs/drain-loop";
import { afterFailedAttempt, type OutboxWorkerOptions, retryDefaults } from "../mail/outbox-worker";
import { bookingEvent, type CalendarEventSettings, calendarOf } from "./booking-event";
import { deleteEvent, eventUrlIn, putEvent } from "./caldav-events";
import { calendarBookingById } from "./calendar-bookings";
import { type ClaimedWrite, claimDueWrites, markWriteFailed, markWritten } from "./queue";

/** As the e-mail outbox's, without its clock (the database's decides). */
export type CalendarWriteOptions = Omit<OutboxWorkerOptions, "clock">;

/** Where and how bookings are written, read afresh for every write (the owner may change them). */
export interface CalendarWriteSources {
  /** The calendar chosen for bookings, or undefined when none is (server/calendars/booking-calendar-target.ts). */
  target(): Promise<BookingCalendarTarget | undefined>;
  settings(): Promise<CalendarEventSettings>;
}

const defaults: Required<CalendarWriteOptions> = {
  pollMs: 5_000,
  batchSize: 5,
  leaseMs: 120_000,
  ...retryDefaults,
};

/**
 * Writes bookings into the owner's calendar after their transactions commit: polls, runs at once when
 * woken, retries failures with the e-mail outbox's backoff. A slow calendar server never delays a booking.
 */
export class CalendarWriteWorker extends OutboxDrain<ClaimedWrite> {
  private readonly options: Required<CalendarWriteOptions>;

  constructor(
    private readonly db: Database,
    private readonly sources: CalendarWriteSources,
    options: CalendarWriteOptions = {},
  ) {
    super(options.pollMs ?? defaults.pollMs, {
      pass: "Calendar writes",
      record: "Could not record a calendar write",
    });
    this.options = { ...defaults, ...options };
  }

  protected claim() {
    const { batchSize: limit, leaseMs } = this.options;
    return claimDueWrites(this.db, { limit, leaseMs });
  }

  protected handle(write: ClaimedWrite) {
    return this.write(write);
  }

  private async write(write: ClaimedWrite) {
    try {
      await markWritten(this.db, write, await this.apply(write));
    } catch (error) {
      const { giveUp, retryInMs, reason, log } = afterFailedAttempt(write.attempts, this.options, error);
      await markWriteFailed(this.db, write, { error: reason, retryInMs, giveUp });
      log(`Calendar write of booking ${write.bookingId} attempt ${write.attempts}`);
    }
  }

  /** Makes the calendar show the booking as it is now; answers where its event is (null: nowhere). */
  private async apply(write: ClaimedWrite): Promise<string | null> {
    const target = await this.sources.target();
    // No calendar chosen: nothing to write (choosing one queues the standing bookings again).
    if (!target) return write.eventUrl;
    const booking = await calendarBookingById(this.db, write.bookingId);
    const url = eventUrlIn(target, write.bookingId);
    if (!booking || booking.status === "cancelled") {
      await deleteEvent(target, url);
      return null;
    }
    const settings = await this.sources.settings();
    await putEvent(target, url, calendarOf([bookingEvent(booking, settings, new Date())], settings));
    return url;
  }
}
