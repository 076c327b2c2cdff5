import { isDatabaseUnavailable } from "../db/unavailable";
import { logger } from "../logger";

// The rhythm of a durable outbox's worker (e-mail, calendar writes, webhooks): a pass runs at once when woken (after a
// booking commits), or every `pollMs` when nobody wakes it; a wake during a pass runs one more pass
// right after it, so nothing queued meanwhile waits for the next poll.

class DrainLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private wokenWhileRunning = false;
  private started = false;
  private stopped = false;
  /** Since a pass found the database unreachable, until one succeeds: said once, not at every poll. */
  private databaseAway = false;

  /**
   * `pass` handles what is due; a pass that throws is logged under `name` and the loop goes on. While
   * the database is unreachable, that is logged once, and once more when a pass succeeds again.
   */
  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly pollMs: number,
    private readonly name: string,
  ) {}

  private passed() {
    if (!this.databaseAway) return;
    this.databaseAway = false;
    logger.info(`${this.name}: the database is reachable again`);
  }

  private failed(error: unknown) {
    if (!isDatabaseUnavailable(error)) return logger.error(`${this.name} pass failed`, error);
    if (this.databaseAway) return;
    this.databaseAway = true;
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause : error).message : "";
    logger.warn(
      `${this.name}: the database is unreachable (${reason}); trying again every ${this.pollMs / 1000} s`,
    );
  }

  get isStopped() {
    return this.stopped;
  }

  start() {
    this.started = true;
    this.wake();
  }

  /** Runs a pass now (or right after the pass in progress). */
  wake() {
    if (!this.started || this.stopped) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.pass()
      .then(
        () => this.passed(),
        (error) => this.failed(error),
      )
      .finally(() => {
        this.running = undefined;
        if (this.wokenWhileRunning) {
          this.wokenWhileRunning = false;
          this.wake();
        } else if (!this.stopped) {
          this.timer = setTimeout(() => this.wake(), this.pollMs);
          this.timer.unref();
        }
      });
  }

  /** No pass starts from now on; resolves once the one in progress has ended. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}

/**
 * A durable outbox's worker: started with the services, woken after a commit queued something, stopped
 * with them. Each pass claims due items (leased, so instances never share one) and handles them until
 * none is due; each item's handling records its own outcome, so what it throws is a failure to record.
 */
export abstract class OutboxDrain<Item> {
  private readonly loop: DrainLoop;

  constructor(
    pollMs: number,
    private readonly names: { pass: string; record: string },
  ) {
    this.loop = new DrainLoop(() => this.drain(), pollMs, names.pass);
  }

  /** Leases the next due items. */
  protected abstract claim(): Promise<Item[]>;

  /** Handles one claimed batch, each item's outcome settled on its own. */
  protected abstract handleBatch(batch: Item[]): Promise<PromiseSettledResult<void>[]>;

  start() {
    this.loop.start();
  }

  /** Looks for due items now (or right after the pass in progress). */
  wake() {
    this.loop.wake();
  }

  /** No pass starts from now on; resolves once the one in progress has ended. */
  async stop() {
    await this.loop.stop();
  }

  /** One pass; resolves with the number of items handled. */
  drain(): Promise<number> {
    return drainBatches(
      this.loop,
      () => this.claim(),
      (batch) => this.handleBatch(batch),
      this.names.record,
    );
  }
}

/** A worker whose items share nothing (e-mails, webhook messages): each is handled on its own. */
export abstract class OutboxDrainByItem<Item> extends OutboxDrain<Item> {
  protected abstract handle(item: Item): Promise<void>;

  protected handleBatch(batch: Item[]) {
    return Promise.allSettled(batch.map((item) => this.handle(item)));
  }
}

/**
 * One pass: claims batches and handles each item until none is due (or the loop stops); resolves with
 * the number handled. Settled, not all: a pass ends only when every claimed item has been dealt with.
 */
async function drainBatches<Item>(
  loop: DrainLoop,
  claim: () => Promise<Item[]>,
  handleBatch: (batch: Item[]) => Promise<PromiseSettledResult<void>[]>,
  failure: string,
): Promise<number> {
  let handled = 0;
  for (;;) {
    const batch = await claim();
    const results = batch.length > 0 ? await handleBatch(batch) : [];
    for (const result of results) if (result.status === "rejected") logger.error(failure, result.reason);
    handled += batch.length;
    if (batch.length === 0 || loop.isStopped) return handled;
  }
}
