import type { BookingCalendarTarget } from "../calendars/booking-calendar-target";
import type { Database } from "../db/connection";
import { logger } from "../logger";
import { retryDelayMs } from "../mail/outbox-worker";
import { bookingEvent, type CalendarEventSettings, calendarOf } from "./booking-event";
import { deleteEvent, eventUrlIn, putEvent } from "./caldav-events";
import { calendarBookingById } from "./calendar-bookings";
import { type ClaimedWrite, claimDueWrites, markWriteFailed, markWritten } from "./queue";

export interface CalendarWriteOptions {
  /** How often to look for due writes when nobody wakes the worker. */
  pollMs?: number;
  batchSize?: number;
  leaseMs?: number;
  maxAttempts?: number;
  /** The first retry waits this long; each later one twice as long, up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
}

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
  // About two days of retries, as for e-mail: an outage of the calendar server delays, never loses.
  maxAttempts: 60,
  retryBaseMs: 5_000,
  retryMaxMs: 3_600_000,
};

/**
 * Writes bookings into the owner's calendar after their transactions commit: polls, runs at once when
 * woken, retries failures with the e-mail outbox's backoff. A slow calendar server never delays a booking.
 */
export class CalendarWriteWorker {
  private readonly options: Required<CalendarWriteOptions>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private wokenWhileRunning = false;
  private started = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly sources: CalendarWriteSources,
    options: CalendarWriteOptions = {},
  ) {
    this.options = { ...defaults, ...options };
  }

  start() {
    this.started = true;
    this.wake();
  }

  /** Looks for due writes now (or right after the pass in progress). */
  wake() {
    if (!this.started || this.stopped) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .catch((error) => logger.error("Calendar writes: a pass failed", error))
      .finally(() => {
        this.running = undefined;
        if (this.wokenWhileRunning) {
          this.wokenWhileRunning = false;
          this.wake();
        } else if (!this.stopped) {
          this.timer = setTimeout(() => this.wake(), this.options.pollMs);
          this.timer.unref();
        }
      });
  }

  /** Writes batches until none is due; resolves with the number of writes tried. */
  async drain(): Promise<number> {
    let tried = 0;
    for (;;) {
      const { batchSize: limit, leaseMs } = this.options;
      const batch = await claimDueWrites(this.db, { limit, leaseMs });
      for (const write of batch) await this.write(write);
      tried += batch.length;
      if (batch.length === 0 || this.stopped) return tried;
    }
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async write(write: ClaimedWrite) {
    try {
      await markWritten(this.db, write, await this.apply(write));
    } catch (error) {
      const giveUp = write.attempts >= this.options.maxAttempts;
      const retryInMs = retryDelayMs(write.attempts, this.options);
      const reason = error instanceof Error ? error.message : String(error);
      await markWriteFailed(this.db, write, { error: reason, retryInMs, giveUp });
      const next = giveUp ? "giving up" : `retrying in ${Math.round(retryInMs / 1000)} s`;
      (giveUp ? logger.error : logger.warn)(
        `Calendar write of booking ${write.bookingId} attempt ${write.attempts} failed: ${reason}; ${next}`,
      );
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
