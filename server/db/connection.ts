import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { ExplainedError } from "../explained-error";
import { logger } from "../logger";
import { carryOverEarlierDatabase, earlierFolderName } from "./carry-over/carry-over";
import { lockDataDir, lockHolder } from "./data-dir-lock";
import { clusterDirOf, isInitialised } from "./embedded/cluster";
import { runningServerUrl } from "./embedded/embedded-server";
import { startSupervisedServer } from "./embedded/supervised-server";
import { type ListenerEvents, PostgresListener } from "./postgres-listener";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** Where the PostgreSQL is: started by the site in DATA_DIR (the default), or at DATABASE_URL. */
export type DatabaseKind = "embedded" | "postgres";

export type NotificationHandler = (payload: string) => void;

/** The database, wherever its server runs: the query builder, notifications and lifecycle. */
export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  /** Subscribes to a NOTIFY channel; resolves to the function that unsubscribes. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** Runs `work` on one connection (session-level locks hold across its statements). */
  withOneConnection<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface PoolOptions {
  poolSize?: number;
  /** How long a query waits for a free connection before the request is answered 503 (default 5 s). */
  connectionWaitMs?: number;
  listenerEvents?: ListenerEvents;
}

export type DatabaseOptions =
  | (PoolOptions & {
      kind: "embedded";
      /** DATA_DIR: the server's cluster is its `postgres/` folder. */
      dataDir: string;
      /**
       * For tools (backup, the admin CLI): a DATA_DIR without the site's data is refused, not given a new
       * empty database (a mistyped DATA_DIR would take an admin the site never sees). And while a site
       * runs on DATA_DIR, connect to its server instead
       * of refusing; otherwise start the server for the tool's own use.
       */
      alongsideSite?: boolean;
      /** PostgreSQL settings over the embedded defaults (tests trade durability for speed). */
      settings?: Record<string, string>;
    })
  | (PoolOptions & { kind: "postgres"; url: string });

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === "embedded" ? openEmbedded(options) : openPostgres(options);
}

/** The site's database is there: its cluster, or an earlier version's, which the first start carries over. */
function holdsSiteData(dataDir: string) {
  return (
    isInitialised(clusterDirOf(dataDir)) || existsSync(path.join(dataDir, earlierFolderName, "PG_VERSION"))
  );
}

async function openEmbedded(
  options: Extract<DatabaseOptions, { kind: "embedded" }>,
): Promise<DatabaseHandle> {
  const lockFile = path.join(options.dataDir, "postgres.lock");
  const siteServer = options.alongsideSite && lockHolder(lockFile) && runningServerUrl(options.dataDir);
  if (siteServer) return { ...(await openPostgres({ ...options, url: siteServer })), kind: "embedded" };
  if (options.alongsideSite && !holdsSiteData(options.dataDir))
    throw new ExplainedError(
      `No site database in ${options.dataDir}, so nothing was done (and nothing created): run this with the DATA_DIR the site starts with, or set DATABASE_URL.`,
    );
  mkdirSync(options.dataDir, { recursive: true });
  const unlock = lockDataDir(lockFile);
  let stopServer = async () => unlock();
  try {
    const server = await startSupervisedServer(options.dataDir, options.settings);
    stopServer = async () => {
      await server.stop();
      unlock();
    };
    const handle = await openPostgres({ ...options, url: server.url });
    const embedded: DatabaseHandle = {
      ...handle,
      kind: "embedded",
      async close() {
        await handle.close();
        await stopServer();
      },
    };
    await carryOverEarlierDatabase(embedded, options.dataDir).catch(async (error) => {
      await handle.close();
      throw error;
    });
    return embedded;
  } catch (error) {
    await stopServer();
    throw error;
  }
}

async function openPostgres(options: PoolOptions & { url: string }): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: options.url,
    // Few: on a small host a request's work is bound by CPU, and each connection is a database process
    // of 10–20 MB (docs/decisions/042-memory-under-bursts.md).
    max: options.poolSize ?? 5,
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
  const ended = connectionsEnded(pool);
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
      await ended();
    },
  };
}

/**
 * Resolves once every connection the pool opened has closed. `pool.end()` resolves when it has asked
 * them to close; a database stopped before they have ends them itself, and each then logs an error.
 */
function connectionsEnded(pool: pg.Pool) {
  let open = 0;
  let allEnded: (() => void) | undefined;
  pool.on("connect", () => {
    open++;
  });
  pool.on("remove", () => {
    open--;
    if (open === 0) allEnded?.();
  });
  return () =>
    new Promise<void>((resolve) => {
      if (open === 0) return resolve();
      allEnded = resolve;
      // A connection that never answers its end does not hold the stop up.
      setTimeout(resolve, 5_000).unref();
    });
}

/** The database the configuration names: PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR. */
export function databaseOptionsFor(config: {
  databaseUrl?: string;
  dataDir: string;
  databasePoolSize?: number;
}): DatabaseOptions {
  const poolSize = config.databasePoolSize;
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl, poolSize }
    : { kind: "embedded", dataDir: config.dataDir, poolSize };
}

/**
 * The database for a tool run beside the site (a backup, the admin CLI): while a site runs on the
 * embedded database, through its server; a couple of connections are enough.
 */
export function toolDatabaseOptionsFor(config: { databaseUrl?: string; dataDir: string }): DatabaseOptions {
  const options = databaseOptionsFor(config);
  return options.kind === "embedded"
    ? { ...options, alongsideSite: true, poolSize: 2 }
    : { ...options, poolSize: 2 };
}
