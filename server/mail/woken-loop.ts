import { logger } from "../logger";

// The loop of an outbox's worker (e-mail, calendar writes): a pass runs when woken (after a commit
// queued something) or every `pollMs` when nobody wakes it; one pass at a time, and a wake during a
// pass runs another right after it, so nothing queued meanwhile waits for the next poll.

export abstract class WokenLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private wokenWhileRunning = false;
  private started = false;
  private stopped = false;

  constructor(
    private readonly pollMs: number,
    /** Names the loop in the log line of a pass that failed ("E-mail outbox"). */
    private readonly name: string,
  ) {}

  /** One pass: handles what is due until nothing is; resolves with how many rows it handled. */
  abstract drain(): Promise<number>;

  start() {
    this.started = true;
    this.wake();
  }

  /** Looks for what is due now (or right after the pass in progress). */
  wake() {
    if (!this.started || this.stopped) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .catch((error) => logger.error(`${this.name} pass failed`, error))
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

  get isStopped() {
    return this.stopped;
  }

  /** Stops polling; resolves once the pass in progress, if any, has ended. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
