import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { root } from "./build";

// `npm start` as an operator runs it: the npm wrapper, the server and whatever the server starts (the
// embedded database), measured together as one process tree.

export interface StartedSite {
  /** Seconds from `npm start` until the server said it listens. */
  startSeconds: number;
  origin: string;
  /** The npm wrapper's process, which leads the tree. */
  pid: number;
  /** Every process of the tree: the npm wrapper and its descendants (the database's too). */
  memory(): Memory;
  stop(): Promise<void>;
}

export interface Memory {
  rssMb: number;
  /** Proportional set size: shared pages (the database's shared buffers) counted once. */
  pssMb: number;
  processes: number;
}

function parentsOfAll() {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields after the last ")" are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), parent);
    } catch {
      // ended meanwhile
    }
  }
  return parents;
}

/** `pid` and its descendants, including those that started their own process group or session. */
export function processTree(pid: number): number[] {
  const parents = parentsOfAll();
  const tree = new Set([pid]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const [child, parent] of parents)
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grown = true;
      }
  }
  return [...tree].filter((member) => parents.has(member));
}

function kilobytes(text: string, field: string) {
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? 0);
}

export function memoryOf(pids: number[]): Memory {
  let rss = 0;
  let pss = 0;
  let processes = 0;
  for (const pid of pids) {
    try {
      rss += kilobytes(readFileSync(`/proc/${pid}/status`, "utf8"), "VmRSS");
      pss += kilobytes(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"), "Pss");
      processes++;
    } catch {
      // ended meanwhile
    }
  }
  return { rssMb: rss / 1024, pssMb: pss / 1024, processes };
}

/** Runs `npm start` in `projectRoot` with `env` on `port` and waits until it listens (or fails). */
export async function npmStart(
  env: Record<string, string>,
  port: number,
  projectRoot = root,
): Promise<StartedSite> {
  const started = performance.now();
  const child: ChildProcess = spawn("npm", ["start"], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const listening = await Promise.race([
    (async () => {
      while (!output.includes("Listening on")) await new Promise((resolve) => setTimeout(resolve, 20));
      return true;
    })(),
    exited.then(() => false),
  ]);
  if (!listening) throw new Error(`npm start failed:\n${output}`);
  // Its start time would be the build's: the bench builds first, with the same settings.
  if (output.includes("Building the site")) {
    process.kill(-(child.pid ?? 0), "SIGTERM");
    throw new Error(`npm start in ${projectRoot} built the site first:\n${output}`);
  }
  const startSeconds = (performance.now() - started) / 1000;
  const pid = child.pid ?? 0;
  return {
    startSeconds,
    pid,
    origin: `http://127.0.0.1:${port}`,
    memory: () => memoryOf(processTree(pid)),
    async stop() {
      const tree = processTree(pid);
      // As a terminal's Ctrl-C or a service manager would: the group npm leads.
      process.kill(-pid, "SIGTERM");
      await exited;
      // Whatever of the tree outlives npm must end by itself within a minute.
      for (let attempt = 0; attempt < 600 && tree.some(isRunning); attempt++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const left = tree.filter(isRunning);
      if (left.length > 0) throw new Error(`processes left after npm start stopped: ${left.join(", ")}`);
    },
  };
}

export function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    // A zombie has ended; only its parent has not read its exit yet.
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, "utf8"));
  } catch {
    return false;
  }
}
