import type { Database } from "../db/connection";
import { OutboxDrainByItem } from "../jobs/drain-loop";
import { logger } from "../logger";
import { addressOf } from "./booking-emails";
import type { MailSender } from "./mail-sender";
import { type ClaimedEmail, claimDueEmails, markAttemptFailed, markSent } from "./outbox";

export interface OutboxWorkerOptions {
  /** How often to look for due e-mails when nobody wakes the worker. */
  pollMs?: number;
  batchSize?: number;
  leaseMs?: number;
  maxAttempts?: number;
  /** The first retry waits this long; each later one twice as long, up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** The clock that decides what is due (tests fix it); default: the database's own. */
  clock?: () => Date;
}

export type RetryOptions = Required<Pick<OutboxWorkerOptions, "maxAttempts" | "retryBaseMs" | "retryMaxMs">>;

/** About two days of retries: an outage delays what an outbox holds, it does not lose it. */
export const retryDefaults: RetryOptions = { maxAttempts: 60, retryBaseMs: 5_000, retryMaxMs: 3_600_000 };

const defaults: Required<Omit<OutboxWorkerOptions, "clock">> = {
  pollMs: 3_000,
  batchSize: 5,
  leaseMs: 120_000,
  ...retryDefaults,
};

export function retryDelayMs(attempts: number, options: { retryBaseMs: number; retryMaxMs: number }) {
  return Math.min(options.retryBaseMs * 2 ** Math.max(0, attempts - 1), options.retryMaxMs);
}

/**
 * After a failed attempt of an outbox's row: give up after the last attempt, else try again after the
 * backoff; `log` tells the log which, with the reason.
 */
export function afterFailedAttempt(attempts: number, options: RetryOptions, error: unknown) {
  const giveUp = attempts >= options.maxAttempts;
  const retryInMs = retryDelayMs(attempts, options);
  const reason = error instanceof Error ? error.message : String(error);
  const next = giveUp ? "giving up" : `retrying in ${Math.round(retryInMs / 1000)} s`;
  const log = (what: string) => (giveUp ? logger.error : logger.warn)(`${what} failed: ${reason}; ${next}`);
  return { giveUp, retryInMs, reason, log };
}

/**
 * Sends what the outbox holds: polls every few seconds, runs at once when woken (after a booking
 * commits), retries failures with exponential backoff.
 */
export class OutboxWorker extends OutboxDrainByItem<ClaimedEmail> {
  private readonly options: Required<Omit<OutboxWorkerOptions, "clock">> & Pick<OutboxWorkerOptions, "clock">;

  constructor(
    private readonly db: Database,
    private readonly sender: MailSender,
    options: OutboxWorkerOptions = {},
  ) {
    super(options.pollMs ?? defaults.pollMs, {
      pass: "E-mail outbox",
      record: "Could not record an e-mail's delivery",
    });
    this.options = { ...defaults, ...options };
  }

  override start() {
    logger.info(`E-mail outbox: sending through ${this.sender.describe}`);
    super.start();
  }

  protected claim() {
    return claimDueEmails(this.db, {
      limit: this.options.batchSize,
      leaseMs: this.options.leaseMs,
      now: this.options.clock?.(),
    });
  }

  protected handle(email: ClaimedEmail) {
    return this.deliver(email);
  }

  override async stop() {
    await super.stop();
    this.sender.close();
  }

  private async deliver(email: ClaimedEmail) {
    // One Message-ID per outbox row: a receiver can recognise a message it already has.
    const domain = addressOf(email.message.from).split("@")[1] ?? "localhost";
    try {
      await this.sender.send(email.message, `<outbox-${email.id}@${domain}>`);
    } catch (error) {
      const { giveUp, retryInMs, reason, log } = afterFailedAttempt(email.attempts, this.options, error);
      await markAttemptFailed(this.db, email, {
        error: reason,
        retryInMs,
        giveUp,
        now: this.options.clock?.(),
      });
      log(`E-mail ${email.id} (${email.kind}) attempt ${email.attempts}`);
      return;
    }
    await markSent(this.db, email.id);
  }
}
