import pg from "pg";
import { logger } from "../logger";
import type { NotificationHandler } from "./connection";
import { isDatabaseUnavailable } from "./unavailable";

const reconnectDelaysMs = [500, 1_000, 2_000, 5_000];

export interface ListenerEvents {
  /** The connection was lost: notifications are missed until `onReconnect`. */
  onLost?: () => void;
  /** Listening again after a loss; notifications sent meanwhile are lost, so callers resynchronise. */
  onReconnect?: () => void;
}

/**
 * LISTEN needs one dedicated connection that outlives pool checkouts. When the server goes away,
 * the connection is re-established with backoff and every channel is listened to again.
 */
export class PostgresListener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private closed = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  /** LISTEN statements one after another: node-postgres deprecates queries sent while one runs. */
  private listening: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly events: ListenerEvents = {},
  ) {}

  async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    const isNewChannel = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    const client = await this.connection();
    if (isNewChannel) {
      const statement = this.listening.then(() => client.query(`LISTEN ${pg.escapeIdentifier(channel)}`));
      this.listening = statement.catch(() => {});
      await statement;
    }
    return async () => {
      set.delete(handler);
    };
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5_000 });
    client.on("notification", (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? "");
    });
    client.on("error", (error) => {
      logger.error("PostgreSQL listener connection lost", error);
      this.dropAndRetry(client);
    });
    client.on("end", () => this.dropAndRetry(client));
    try {
      await client.connect();
      for (const channel of this.handlers.keys())
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    this.client = client;
    this.attempt = 0;
    return client;
  }

  private dropAndRetry(client: pg.Client) {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    this.events.onLost?.();
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer) return;
    const delay = reconnectDelaysMs[Math.min(this.attempt, reconnectDelaysMs.length - 1)];
    this.attempt += 1;
    this.retryTimer = setTimeout(async () => {
      this.retryTimer = undefined;
      try {
        await this.connection();
        this.events.onReconnect?.();
      } catch (error) {
        // An outage is said once (its first failed try), not at every try until the database is back.
        if (!isDatabaseUnavailable(error)) logger.error("PostgreSQL listener reconnect failed", error);
        else if (this.attempt === 1)
          logger.warn(
            `PostgreSQL listener: the database is unreachable (${(error as Error).message}); trying again`,
          );
        this.scheduleReconnect();
      }
    }, delay);
    this.retryTimer.unref();
  }
}
