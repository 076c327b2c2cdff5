import { isDatabaseUnavailable } from "../db/unavailable";
import { logger } from "../logger";
import { type AccountRead, type CalendarReading, claimDueAccounts, readAccount } from "./refresh-account";

/** Busy times older than this are read again before a booking is confirmed. */
export const FRESH_FOR_MS = 5 * 60_000;
/** A calendar that just failed is not tried again by every booking: the last busy times stand meanwhile. */
const RETRY_AFTER_MS = 30_000;

/**
 * The owner's calendars as the running process reads them: in the background every `everyMs` (each
 * account claimed by one instance only), before each booking when older than five minutes, and when
 * the owner asks. Reads of one account in this process are shared.
 */
export class OwnerCalendars {
  private readonly running = new Map<string, Promise<AccountRead>>();
  private timer: NodeJS.Timeout | undefined;
  private background: Promise<void> | undefined;
  private freshening: Promise<void> | undefined;

  constructor(
    readonly reading: CalendarReading,
    private readonly everyMs: number,
  ) {}

  start() {
    this.timer = setInterval(() => {
      this.background ??= this.readDue(this.everyMs - 1_000, this.everyMs - 1_000).finally(() => {
        this.background = undefined;
      });
    }, this.everyMs);
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    await this.background;
    await Promise.allSettled(this.running.values());
  }

  /** Reads the account now (the owner's "Check now", and right after connecting). */
  readNow(accountId: string): Promise<AccountRead> {
    const known = this.running.get(accountId);
    if (known) return known;
    const read = readAccount(this.reading, accountId, new Date()).finally(() =>
      this.running.delete(accountId),
    );
    this.running.set(accountId, read);
    return read;
  }

  /**
   * Before a booking is confirmed: every account whose last good read is older than five minutes is read
   * now. A read that fails leaves the last busy times in force; it never stops the booking. Bookings that
   * ask while a check is under way share it: under load one check serves many, not one each.
   */
  ensureFresh(): Promise<void> {
    this.freshening ??= this.readDue(FRESH_FOR_MS, RETRY_AFTER_MS).finally(() => {
      this.freshening = undefined;
    });
    return this.freshening;
  }

  private async readDue(staleMs: number, retryMs: number) {
    try {
      const due = await claimDueAccounts(this.reading.db, { now: new Date(), staleMs, retryMs });
      // Reads already under way here are waited for too.
      await Promise.all([...due.map((id) => this.readNow(id)), ...this.running.values()]);
    } catch (error) {
      if (!isDatabaseUnavailable(error))
        logger.error("Calendars: reading the owner's calendars failed", error);
    }
  }
}
