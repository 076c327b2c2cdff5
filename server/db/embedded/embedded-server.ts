import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import pg from "pg";
import { logger } from "../../logger";
import { embeddedBinaries } from "./binaries";
import {
  clusterDirOf,
  databaseRole,
  giveTo,
  initialiseCluster,
  isInitialised,
  logFileOf,
  passwordOf,
  refuseOtherVersion,
} from "./cluster";
import { databaseUser, letThrough } from "./database-user";
import { type RunningServer, runningServer, stopLeftOver } from "./postmaster";

// The default database: a real PostgreSQL started and stopped by the site, its cluster in DATA_DIR.
// It listens on a Unix socket inside the cluster's folder, never on a network interface; where that
// path is too long for a socket, on a free loopback port. See docs/decisions/040-embedded-postgresql.md.

export const siteDatabase = "agency";
const setpriv = "/usr/bin/setpriv";
const socketPort = 5432;
// The longest socket path the kernel accepts (sun_path holds 108 bytes with its final NUL).
const maxSocketPath = 107;

/** Small and few: one site's pool, its listener and a tool or two at a time. */
const settings: Record<string, string> = {
  // A site's data is a few megabytes and the system's file cache holds the rest; every database
  // process maps what it touches of these buffers, so each megabyte here costs several on the host.
  shared_buffers: "8MB",
  max_connections: "30",
  // PostgreSQL 18 reads through three I/O worker processes by default; a site this size needs none.
  io_method: "sync",
  max_parallel_workers_per_gather: "0",
  // No subscriptions: without workers, the logical replication launcher is not started either.
  max_logical_replication_workers: "0",
  wal_level: "minimal",
  max_wal_senders: "0",
  huge_pages: "off",
  jit: "off",
  // As the earlier embedded engine (PGlite) answered; the site's own times carry their zones.
  timezone: "UTC",
  log_timezone: "UTC",
};

export interface EmbeddedServer {
  /** node-postgres URL of the site's database on it. */
  url: string;
  /** URL of another database on the same server (tests make theirs there). */
  urlOf(database: string): string;
  /** Its loopback port, or the number in its Unix socket's name. */
  port: number;
  /** Resolves when the server has ended, however (stopped, killed, crashed), saying how. */
  ended: Promise<string>;
  stop(): Promise<void>;
}

function urlFor(password: string, server: Pick<RunningServer, "port" | "socketDir">, database: string) {
  const url = new URL(`postgresql://${databaseRole}@127.0.0.1:${server.port}/${database}`);
  url.password = password;
  if (server.socketDir) url.searchParams.set("host", server.socketDir);
  return url.toString();
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function whereToListen(clusterDir: string, loopbackPort?: number) {
  if (`${clusterDir}/.s.PGSQL.${socketPort}`.length <= maxSocketPath)
    return { port: socketPort, socketDir: clusterDir, args: ["listen_addresses="] };
  const port = loopbackPort ?? (await freeLoopbackPort());
  return { port, socketDir: undefined, args: ["listen_addresses=127.0.0.1", "unix_socket_directories="] };
}

function logTail(dataDir: string) {
  try {
    return readFileSync(logFileOf(dataDir), "utf8").trim().split("\n").slice(-8).join("\n");
  } catch {
    return "";
  }
}

/** Waits until the server takes connections, or fails with what its log says. */
async function ready(url: string, child: ChildProcess, dataDir: string) {
  for (let attempt = 0; attempt < 1_200; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  child.kill("SIGKILL");
  throw new Error(
    `The embedded database did not start. Its log (${logFileOf(dataDir)}) ends:\n${logTail(dataDir)}`,
  );
}

async function createSiteDatabase(maintenanceUrl: string) {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [siteDatabase]);
    if (!rowCount) await client.query(`create database ${siteDatabase}`);
  } finally {
    await client.end();
  }
}

function stopped(child: ChildProcess) {
  const how = () => (child.signalCode ? `killed by ${child.signalCode}` : `exit status ${child.exitCode}`);
  return new Promise<string>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(how());
    else child.once("exit", () => resolve(how()));
  });
}

/**
 * Starts the embedded server on DATA_DIR's cluster (made on the first start), after stopping one an
 * earlier start left running. The caller holds DATA_DIR's lock (data-dir-lock.ts).
 */
export async function startEmbeddedServer(
  dataDir: string,
  extraSettings: Record<string, string> = {},
  /** Where it listened before, when it listens on loopback: started again, it keeps its address. */
  loopbackPort?: number,
): Promise<EmbeddedServer> {
  const binaries = embeddedBinaries();
  const user = databaseUser();
  const clusterDir = clusterDirOf(dataDir);
  const password = passwordOf(dataDir);
  letThrough(user, dataDir);
  if (!isInitialised(clusterDir)) {
    logger.info(`Creating the embedded database in ${clusterDir} (first start, a few seconds)…`);
    await initialiseCluster(binaries, clusterDir, password, user);
  } else refuseOtherVersion(clusterDir, binaries.major);
  const leftOver = runningServer(clusterDir);
  if (leftOver) await stopLeftOver(leftOver);
  giveTo(user, clusterDir);
  const listen = await whereToListen(clusterDir, loopbackPort);
  const args = ["-D", clusterDir, "-p", String(listen.port), "-k", listen.socketDir ?? ""];
  for (const [name, value] of Object.entries({ ...settings, ...extraSettings }))
    args.push("-c", `${name}=${value}`);
  for (const setting of listen.args) args.push("-c", setting);
  mkdirSync(dataDir, { recursive: true });
  const log = openSync(logFileOf(dataDir), "a", 0o600);
  // Its own process group: a terminal's Ctrl-C reaches the site, which finishes its requests first
  // and then stops the database. Where util-linux's setpriv is at hand, the server also gets SIGINT
  // (fast shutdown) when the site's process ends in any way, SIGKILL included; elsewhere the next
  // start stops what was left running (postmaster.ts).
  const watchdog = existsSync(setpriv) ? [setpriv, "--pdeathsig", "INT", "--"] : [];
  const [command = binaries.postgres, ...commandArgs] = [...watchdog, binaries.postgres, ...args];
  const child = spawn(command, commandArgs, {
    detached: true,
    stdio: ["ignore", log, log],
    uid: user?.uid,
    gid: user?.gid,
    env: { PATH: process.env.PATH ?? "", LC_ALL: "C" },
  });
  closeSync(log);
  const exited = stopped(child);
  // Should the site end without stopping it (process.exit), the server still shuts down by itself.
  const stopWithSite = () => child.kill("SIGINT");
  process.once("exit", stopWithSite);
  exited.then(() => process.removeListener("exit", stopWithSite));
  const urlOf = (database: string) => urlFor(password, listen, database);
  try {
    await ready(urlOf("postgres"), child, dataDir);
    await createSiteDatabase(urlOf("postgres"));
  } catch (error) {
    process.removeListener("exit", stopWithSite);
    child.kill("SIGKILL");
    await exited;
    throw error;
  }
  return {
    url: urlOf(siteDatabase),
    urlOf,
    port: listen.port,
    ended: exited,
    async stop() {
      // Fast shutdown: sessions end, committed work is on disk; immediate if it hangs.
      child.kill("SIGINT");
      const timer = setTimeout(() => child.kill("SIGQUIT"), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Where a tool reaches the server a running site started on DATA_DIR (the lock's holder runs it). */
export function runningServerUrl(dataDir: string): string | undefined {
  const clusterDir = clusterDirOf(dataDir);
  if (!existsSync(clusterDir)) return undefined;
  const server = runningServer(clusterDir);
  return server ? urlFor(passwordOf(dataDir), server, siteDatabase) : undefined;
}
