import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { logger } from "../../logger";

// What PostgreSQL's own `postmaster.pid` says about a server running on the cluster: its process,
// and where it listens (a Unix socket's folder, or a loopback port).

export interface RunningServer {
  pid: number;
  port: number;
  /** The folder of its Unix socket, when it listens on one. */
  socketDir?: string;
  listensOn?: string;
}

function isPostgres(pid: number) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
  } catch {
    try {
      process.kill(pid, 0);
      // No /proc (macOS): a live process named in the file is taken to be the server.
      return !existsSync("/proc");
    } catch {
      return false;
    }
  }
}

/** The server running on `clusterDir`, if any; a file left by one that ended is removed. */
export function runningServer(clusterDir: string): RunningServer | undefined {
  const file = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(file)) return undefined;
  const [pid, , , port, socketDir, listensOn] = readFileSync(file, "utf8").split("\n");
  if (pid && isPostgres(Number(pid)))
    return {
      pid: Number(pid),
      port: Number(port),
      socketDir: socketDir || undefined,
      listensOn: listensOn?.trim() || undefined,
    };
  rmSync(file, { force: true });
  return undefined;
}

async function ended(pid: number, withinMs: number) {
  for (let waited = 0; waited < withinMs; waited += 100) {
    if (!isPostgres(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isPostgres(pid);
}

/**
 * Stops a server whose site ended without stopping it (killed with SIGKILL, say): fast shutdown
 * (committed work is kept, sessions are cut), then immediate shutdown if it does not end within 30 s.
 */
export async function stopLeftOver(server: RunningServer) {
  logger.warn(
    `The embedded database of an earlier start that ended abruptly is still running (process ${server.pid}): stopping it`,
  );
  const steps: [NodeJS.Signals, number][] = [
    ["SIGINT", 30_000],
    ["SIGQUIT", 10_000],
    ["SIGKILL", 5_000],
  ];
  for (const [signal, withinMs] of steps) {
    try {
      process.kill(server.pid, signal);
    } catch {
      return;
    }
    if (await ended(server.pid, withinMs)) return;
  }
  throw new Error(`The embedded database left running as process ${server.pid} does not stop`);
}
