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

/** Where and how bookings are written, read afresh for every batch (the owner may change them). */
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

  /**
   * The calendar chosen is read once a batch. With none chosen, nothing is written and the whole batch is
   * marked in one statement (choosing one later queues the standing bookings again); a booking's write
   * then costs the database next to nothing.
   */
  protected async handleBatch(writes: ClaimedWrite[]): Promise<PromiseSettledResult<void>[]> {
    let target: BookingCalendarTarget | undefined;
    try {
      target = await this.sources.target();
    } catch (error) {
      // Its app password unreadable (AUTH_SECRET changed), say: each write records why, as a failed try.
      return Promise.allSettled(writes.map((write) => this.failed(write, error)));
    }
    if (!target) {
      await markWritten(
        this.db,
        writes.map((write) => ({ write, eventUrl: write.eventUrl })),
      );
      return writes.map(() => ({ status: "fulfilled", value: undefined }));
    }
    const chosen = target;
    return Promise.allSettled(writes.map((write) => this.write(write, chosen)));
  }

  private async write(write: ClaimedWrite, target: BookingCalendarTarget) {
    try {
      await markWritten(this.db, [{ write, eventUrl: await this.apply(write, target) }]);
    } catch (error) {
      await this.failed(write, error);
    }
  }

  private async failed(write: ClaimedWrite, error: unknown) {
    const { giveUp, retryInMs, reason, log } = afterFailedAttempt(write.attempts, this.options, error);
    await markWriteFailed(this.db, write, { error: reason, retryInMs, giveUp });
    log(`Calendar write of booking ${write.bookingId} attempt ${write.attempts}`);
  }

  /** Makes the calendar show the booking as it is now; answers where its event is (null: nowhere). */
  private async apply(write: ClaimedWrite, target: BookingCalendarTarget): Promise<string | null> {
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
