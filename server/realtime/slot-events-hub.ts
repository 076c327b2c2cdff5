import type { DatabaseHandle } from "../db/connection";
import { logger } from "../logger";

export interface SlotWatcher {
  /** The date's slots changed: read them again. Carries nothing else. */
  changed(): void;
  /** The process is stopping: end the stream. */
  close(): void;
}

const CHANNEL = "time_slots";
const ANY_DATE = "*";
// A burst of changes to one date (slot generation, 50 bookings) reaches each watcher once.
const COALESCE_MS = 50;

/**
 * One LISTEN per process on the channel the time_slots trigger announces changes on, fanned out to
 * the browsers watching each date.
 */
export class SlotEventsHub {
  private readonly watchers = new Map<string, Set<SlotWatcher>>();
  private readonly pending = new Set<string>();
  private flushTimer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private readonly changeListeners = new Set<(date: string | null) => void>();
  private stopped = false;
  private closing = false;
  private hearing = false;

  constructor(private readonly database: Pick<DatabaseHandle, "listen">) {}

  async start() {
    this.unlisten = await this.database.listen(CHANNEL, (date) => {
      // '*': the booking rules or date overrides changed, which may change every date.
      if (date === ANY_DATE) {
        this.tellListeners(null);
        for (const watched of this.watchers.keys()) this.announce(watched);
        return;
      }
      this.tellListeners(date);
      this.announce(date);
    });
    this.hearing = true;
  }

  /**
   * True while changes reach this process. A stream opened meanwhile would miss them, so the route
   * refuses new streams until then.
   */
  get listening() {
    return this.hearing && !this.closing;
  }

  /**
   * The database connection that hears changes was lost: open streams end (browsers reconnect on
   * their own and are refused until changes are heard again).
   */
  lost() {
    this.hearing = false;
    this.endStreams();
  }

  /** Hears of every change at once, uncoalesced: a date, or null when changes may have been missed. */
  onChange(listener: (date: string | null) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  watch(date: string, watcher: SlotWatcher): () => void {
    if (this.closing) {
      queueMicrotask(() => watcher.close());
      return () => {};
    }
    let set = this.watchers.get(date);
    if (!set) {
      set = new Set();
      this.watchers.set(date, set);
    }
    set.add(watcher);
    return () => {
      set.delete(watcher);
      if (set.size === 0 && this.watchers.get(date) === set) this.watchers.delete(date);
    };
  }

  get watcherCount() {
    let count = 0;
    for (const set of this.watchers.values()) count += set.size;
    return count;
  }

  announce(date: string) {
    if (this.stopped) return;
    this.pending.add(date);
    this.flushTimer ??= setTimeout(() => this.flush(), COALESCE_MS);
  }

  /** Notifications may have been missed (the database connection was lost): every date changed. */
  announceAll() {
    this.hearing = true;
    this.tellListeners(null);
    for (const date of this.watchers.keys()) this.announce(date);
  }

  private tellListeners(date: string | null) {
    for (const listener of this.changeListeners) {
      try {
        listener(date);
      } catch (error) {
        logger.error("A slot change listener failed", error);
      }
    }
  }

  async stop() {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.flushTimer);
    this.closeStreams();
    await this.unlisten?.().catch((error) => logger.error("Could not stop listening to slot changes", error));
  }

  /** Ends every open stream (shutdown); browsers reconnect to another instance. */
  closeStreams() {
    this.closing = true;
    this.endStreams();
  }

  private endStreams() {
    for (const set of this.watchers.values()) for (const watcher of set) watcher.close();
    this.watchers.clear();
  }

  private flush() {
    this.flushTimer = undefined;
    const dates = [...this.pending];
    this.pending.clear();
    for (const date of dates) {
      for (const watcher of this.watchers.get(date) ?? []) {
        try {
          watcher.changed();
        } catch (error) {
          logger.error("A slot watcher failed", error);
        }
      }
    }
  }
}
