import { logger } from "../logger";

/**
 * Warns when a cap refuses someone, without letting a flood flood the log: the first refusal of a
 * client is logged at once, later ones are counted and summed up at most once per `everyMs`.
 */
export class RefusalLog {
  private readonly pending = new Map<string, { count: number; since: number }>();
  private readonly loggedAt = new Map<string, number>();

  constructor(
    private readonly what: string,
    private readonly everyMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  refused(client: string, why: string) {
    const at = this.now();
    const last = this.loggedAt.get(client);
    if (last !== undefined && at - last < this.everyMs) {
      const pending = this.pending.get(client) ?? { count: 0, since: at };
      pending.count += 1;
      this.pending.set(client, pending);
      return;
    }
    const earlier = this.pending.get(client);
    const also = earlier ? ` (and ${earlier.count} more since ${new Date(earlier.since).toISOString()})` : "";
    logger.warn(`${this.what} refused for client=${client}: ${why}${also}`);
    this.pending.delete(client);
    this.loggedAt.set(client, at);
    // Forget clients quiet for a while, so the maps stay as small as the set of current offenders.
    if (this.loggedAt.size > 10_000)
      for (const [key, when] of this.loggedAt) if (at - when >= this.everyMs) this.loggedAt.delete(key);
  }
}
