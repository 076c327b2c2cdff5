import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server-process";

// A PostgreSQL server of the test's own, which it may stop and start again (an outage), as
// `.ci/postgres.sh` starts one: the server binaries under /usr/lib/postgresql, a throwaway data
// folder, trust authentication on a loopback port, run as `postgres` when we are root.

const run = promisify(execFile);

function binDir() {
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql") : [];
  const latest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!latest) throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql");
  return path.join("/usr/lib/postgresql", latest, "bin");
}

const asRoot = process.getuid?.() === 0;

function asOwner(command: string, args: string[]) {
  return asRoot ? run("runuser", ["-u", "postgres", "--", command, ...args]) : run(command, args);
}

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server for good and deletes its data. */
  destroy(): Promise<void>;
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), "pg-outage-"));
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    chownSync(dir, Number(stdout.trim()), 0);
  }
  const data = path.join(dir, "data");
  const port = await freePort();
  await asOwner(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const options = `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c max_connections=100`;
  const start = async () => {
    await asOwner(path.join(bin, "pg_ctl"), [
      "-D",
      data,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-t",
      "60",
      "-o",
      options,
      "start",
    ]);
  };
  // Fast shutdown: connections are cut at once, as when the server goes away.
  const stop = async () => {
    await asOwner(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
