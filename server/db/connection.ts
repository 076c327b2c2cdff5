import { existsSync, mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { logger } from "../logger";
import { lockDataDir } from "./pglite-lock";
import { type ListenerEvents, PostgresListener } from "./postgres-listener";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgres";

export type NotificationHandler = (payload: string) => void;

/** One database, whichever engine is behind it: the query builder, notifications and lifecycle. */
export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  /** Subscribes to a NOTIFY channel; resolves to the function that unsubscribes. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** Runs `work` on one connection (session-level locks hold across its statements). */
  withOneConnection<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob | File }
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** How long a query waits for a free connection before the request is answered 503 (default 5 s). */
      connectionWaitMs?: number;
      listenerEvents?: ListenerEvents;
    };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === "pglite" ? openPglite(options) : openPostgres(options);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<DatabaseHandle> {
  // PGlite needs the folder's parent to exist; it creates the folder itself.
  let unlock = () => {};
  if (options.dataDir) {
    // Creating one takes a few seconds (reopening it, under one): the first start says why it waits.
    if (!existsSync(options.dataDir) && !options.loadDataDir)
      logger.info(`Creating the embedded database in ${options.dataDir} (first start, a few seconds)…`);
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(`${options.dataDir}.lock`);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    kind: "pglite",
    db,
    async listen(channel, handler) {
      return client.listen(channel, handler);
    },
    withOneConnection: (work) => work(db),
    async close() {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

async function openPostgres(options: {
  url: string;
  poolSize?: number;
  connectionWaitMs?: number;
  listenerEvents?: ListenerEvents;
}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectionWaitMs ?? 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on("error", (error) => logger.error("PostgreSQL pool client error", error));
  // Nor one that is checked out between two queries (inside a transaction, say) when the server goes:
  // the pool listens only to idle clients, and an 'error' event nobody hears ends the process. The
  // query in flight, or the next one, fails with the outage and is answered 503.
  pool.on("connect", (client) => {
    client.on("error", (error) => logger.warn(`PostgreSQL connection lost while in use: ${error.message}`));
  });
  const listener = new PostgresListener(options.url, options.listenerEvents);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    kind: "postgres",
    db,
    listen: (channel, handler) => listener.listen(channel, handler),
    async withOneConnection(work) {
      const client = await pool.connect();
      try {
        return await work(drizzlePg({ client, schema }) as unknown as Database);
      } finally {
        client.release();
      }
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** Opens the database the configuration names: PostgreSQL with a URL, else PGlite in the data folder. */
export function databaseOptionsFor(config: { databaseUrl?: string; dataDir: string }): DatabaseOptions {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: `${config.dataDir}/pglite` };
}
