import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./build";
import { httpLoad, type Measured, percentiles, warmUp } from "./load";
import { AGENCY_ZONE, bookingRequest } from "./measure";
import { type Memory, npmStart } from "./npm-start";

// What an operator of the default (`npm start`, the embedded database in DATA_DIR) gets: how long a
// first start and a restart take, what the whole process tree holds in memory idle and at its peak
// under a burst of bookings, and bookings per second at 50 connections.

export interface EngineFigures {
  firstStartSeconds: number;
  restartSeconds: number;
  idle: Memory;
  burst: { peak: Memory; bookings: number; failed: number; p99Ms: number };
  bookings: Measured;
}

export const BURST = 500;
// Idle: after the pool's idle connections closed (30 s), as on a site nobody visits for a while.
const IDLE_SETTLE_MS = 40_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function post(origin: string, slotId: string) {
  const { body, headers } = bookingRequest(slotId);
  return fetch(`${origin}/book-call.data`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, ...headers },
    body,
  });
}

/** `BURST` bookings sent at once while the tree's memory is sampled every 50 ms. */
async function burst(origin: string, slots: string[], sample: () => Memory) {
  let peak = sample();
  let sending = true;
  const sampler = (async () => {
    while (sending) {
      const now = sample();
      if (now.rssMb > peak.rssMb) peak = now;
      await pause(50);
    }
  })();
  const latencies: number[] = [];
  let failed = 0;
  await Promise.all(
    slots.splice(0, BURST).map(async (slotId) => {
      const before = performance.now();
      const response = await post(origin, slotId).catch(() => undefined);
      await response?.arrayBuffer();
      if (response?.ok) latencies.push(performance.now() - before);
      else failed++;
    }),
  );
  sending = false;
  await sampler;
  return { peak, bookings: latencies.length, failed, p99Ms: percentiles(latencies).p99Ms };
}

/** The slots to book over HTTP, seeded by `projectRoot`'s own code (scripts/bench/seed-data-dir.ts). */
function seedThroughOwnCode(projectRoot: string, dataDir: string): string[] {
  const slotsFile = path.join(path.dirname(dataDir), "http-slots.json");
  const seeding = spawnSync(
    path.join(projectRoot, "node_modules/.bin/tsx"),
    ["scripts/bench/seed-data-dir.ts", dataDir, AGENCY_ZONE, slotsFile],
    { cwd: projectRoot, encoding: "utf8" },
  );
  if (seeding.status !== 0)
    throw new Error(`seeding the bench slots failed:\n${seeding.stdout}${seeding.stderr}`);
  return JSON.parse(readFileSync(slotsFile, "utf8"));
}

/** `npm start` of the code in `projectRoot`, built, on a fresh DATA_DIR. */
export async function measureEngine(
  projectRoot: string,
  progress: (message: string) => void,
): Promise<EngineFigures> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "dvat-engine-")), "data");
  chmodSync(path.dirname(dataDir), 0o755);
  const port = await freePort();
  const env = { DATA_DIR: dataDir, AGENCY_TIMEZONE: AGENCY_ZONE, HOST: "127.0.0.1" };
  try {
    progress("npm start on an empty DATA_DIR…");
    const first = await npmStart(env, port, projectRoot);
    await first.stop();
    const slots = seedThroughOwnCode(projectRoot, dataDir);
    progress("npm start again (a restart)…");
    const site = await npmStart(env, port, projectRoot);
    try {
      await pause(IDLE_SETTLE_MS);
      const idle = site.memory();
      progress(`${BURST} bookings at once…`);
      const burstFigures = await burst(site.origin, slots, site.memory);
      progress("bookings at 50 connections, 5 s…");
      const load = {
        url: `${site.origin}/book-call.data`,
        connections: 50,
        seconds: 5,
        method: "POST" as const,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: site.origin },
        body: () => bookingRequest(slots.shift() ?? ""),
      };
      await warmUp(load);
      const bookings = await httpLoad(load);
      return {
        firstStartSeconds: first.startSeconds,
        restartSeconds: site.startSeconds,
        idle,
        burst: burstFigures,
        bookings,
      };
    } finally {
      await site.stop();
    }
  } finally {
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}

export function describeEngine(f: EngineFigures): string {
  const mb = (memory: Memory) =>
    `RSS ${memory.rssMb.toFixed(0)} MB (PSS ${memory.pssMb.toFixed(0)} MB, ${memory.processes} processes)`;
  return [
    `first start on an empty DATA_DIR ${f.firstStartSeconds.toFixed(1)} s; restart ${f.restartSeconds.toFixed(1)} s`,
    `idle: ${mb(f.idle)}`,
    `peak during ${BURST} bookings at once: ${mb(f.burst.peak)}; ${f.burst.bookings} booked, ${f.burst.failed} failed, p99 ${f.burst.p99Ms.toFixed(0)} ms`,
    `bookings at 50 connections: ${f.bookings.perSecond.toFixed(0)}/s, p50 ${f.bookings.p50Ms.toFixed(0)} ms, p99 ${f.bookings.p99Ms.toFixed(0)} ms, ${f.bookings.failed} failed`,
  ].join("\n");
}
