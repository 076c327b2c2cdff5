// `npm run bench`: the server's speed, each figure beside a baseline measured in the same run.
// Builds when needed, then for the embedded database (and PostgreSQL when BENCH_DATABASE_URL names a
// server where it may create a database): starts scripts/bench/serve.ts on a fresh database and a
// loopback port, loads it with autocannon (50 connections, 5 s after a 1 s warm-up), stops it, and
// measures the baselines directly on the same database. Prints one table, then one round of `npm start`
// on the old engine (PGlite) and the new side by side (three in `npm run bench:engine`). See README
// "Benchmarks".
import os from "node:os";
import { chromium } from "@playwright/test";
import { projectPath, projects } from "../domain/content/projects";
import { chromiumArgs, findHeadlessChromium } from "../tests/support/chromium";
import { adminBundleBudget } from "./bench/admin-weight";
import { startBenchServer } from "./bench/bench-server";
import { buildIfNeeded } from "./bench/build";
import { freshDatabase } from "./bench/database";
import { compareEngines } from "./bench/engine-comparison";
import {
  type Baselines,
  CONNECTIONS,
  measureBaselines,
  measureServer,
  readPath,
  SECONDS,
  type ServerFigures,
} from "./bench/measure";
import { firstLoadAssets, loadedOnItsOwn, loadedOnItsOwnBudget, pageWeightBudget } from "./bench/page-weight";
import { kB, latencyOnly, type Row, render, throughputAndLatency, times } from "./bench/table";
import { runProbes } from "./probe/run";

const publicRoutes = ["/", ...projects.map(projectPath), "/book-call"];

function rowsFor(database: string, f: ServerFigures, b: Baselines): Row[] {
  const raw = b.concurrency === 1 ? "one query at a time" : `${b.concurrency} in flight`;
  const direct = b.concurrency === 1 ? "one at a time" : `${b.concurrency} in flight`;
  const page = (measure: string, m: ServerFigures["home"]): Row => [
    database,
    measure,
    throughputAndLatency(m, { p50: false }),
    `GET /favicon.svg: ${throughputAndLatency(f.staticFile, { p50: false })}`,
    `${times(m.perSecond, f.staticFile.perSecond)} req/s, ${times(m.p99Ms, f.staticFile.p99Ms)} p99`,
  ];
  return [
    [
      database,
      `slot reads GET ${readPath("…")}`,
      throughputAndLatency(f.slotReads),
      `same SQL direct, ${raw}: ${throughputAndLatency(b.rawSlotReads)}`,
      `${times(f.slotReads.perSecond, b.rawSlotReads.perSecond)} req/s, ${times(f.slotReads.p99Ms, b.rawSlotReads.p99Ms)} p99`,
    ],
    page("GET / (prerendered)", f.home),
    page("GET /book-call (SSR)", f.bookCall),
    [
      database,
      "bookings POST /book-call.data, distinct slots",
      `${throughputAndLatency(f.bookings)}${f.bookings.ranOut ? " (ran out of slots)" : ""}`,
      `booking code called directly, ${direct}: ${throughputAndLatency(b.directBookings)}`,
      `${times(f.bookings.perSecond, b.directBookings.perSecond)} /s, ${times(f.bookings.p99Ms, b.directBookings.p99Ms)} p99`,
    ],
    [
      database,
      "realtime: booking sent → SSE received",
      latencyOnly(f.realtime),
      `UPDATE → LISTEN hears it: ${latencyOnly(b.notify)}`,
      `${times(f.realtime.p50Ms, b.notify.p50Ms)} p50`,
    ],
  ];
}

/**
 * What each public page downloads on a phone, on its own, until the network is quiet — the measure
 * and budgets of `npm run bench:pages` and the page-weight tests — and an admin page's first load.
 */
async function pageWeightRows(origin: string): Promise<Row[]> {
  const rows: Row[] = [];
  const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: chromiumArgs });
  try {
    for (const route of publicRoutes) {
      const { js, jsBrotli, jsFiles, css } = await loadedOnItsOwn(browser, origin + route);
      const budget = loadedOnItsOwnBudget(route);
      rows.push([
        "—",
        `${route} on a phone, until quiet`,
        `JS ${kB(js)} gzip, ${kB(jsBrotli)} brotli (${jsFiles} files), CSS ${kB(css)}`,
        `budget: JS ${kB(budget)}, CSS ${kB(pageWeightBudget.cssBytes)}`,
        `${times(js, budget)} JS, ${times(css, pageWeightBudget.cssBytes)} CSS`,
      ]);
    }
  } finally {
    await browser.close();
  }
  const { js, jsFiles } = await firstLoadAssets(origin, "/admin/login");
  rows.push([
    "—",
    "first load /admin/login",
    `JS ${kB(js)} gzip (${jsFiles} files)`,
    `admin budget: JS ${kB(adminBundleBudget.jsBytes)}`,
    `${times(js, adminBundleBudget.jsBytes)} JS`,
  ]);
  return rows;
}

function targets(database: string, f: ServerFigures, b: Baselines): string {
  const mark = (ok: boolean) => (ok ? "met" : "MISSED");
  const readRatio = f.slotReads.perSecond / b.rawSlotReads.perSecond;
  return [
    `${database}: slot reads p99 ${f.slotReads.p99Ms.toFixed(1)} ms < 20 ms ${mark(f.slotReads.p99Ms < 20)}`,
    `throughput ${readRatio.toFixed(2)}× raw ≥ 0.5× ${mark(readRatio >= 0.5)}`,
    `realtime p50 ${f.realtime.p50Ms.toFixed(1)} ms < 100 ms ${mark(f.realtime.p50Ms < 100)}`,
  ].join("; ");
}

const progress = (message: string) => process.stderr.write(`${message}\n`);

buildIfNeeded();
const serverUrl = process.env.BENCH_DATABASE_URL;
const kinds = serverUrl ? (["embedded", "postgres"] as const) : (["embedded"] as const);
const rows: Row[] = [];
const targetLines: string[] = [];
let weights: Row[] = [];
for (const kind of kinds) {
  const database = await freshDatabase(kind, serverUrl);
  try {
    progress(`${database.label}: starting the server on a fresh database…`);
    const server = await startBenchServer(database);
    let figures: ServerFigures;
    try {
      progress(`${database.label}: HTTP measurements (${CONNECTIONS} connections, ${SECONDS} s each)…`);
      figures = await measureServer(server);
      if (weights.length === 0) weights = await pageWeightRows(server.origin);
    } finally {
      await server.stop();
    }
    progress(`${database.label}: baselines…`);
    const baselines = await measureBaselines(database, server.fixture);
    rows.push(...rowsFor(database.label, figures, baselines));
    targetLines.push(targets(database.label, figures, baselines));
  } finally {
    await database.remove();
  }
}

const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
console.log(
  `\nnpm run bench — ${new Date().toISOString().slice(0, 16)}Z, Node ${process.version}, ${os.cpus().length} × ${cpu}, ${os.platform()}`,
);
console.log(
  `HTTP rows: autocannon, ${CONNECTIONS} keep-alive connections on loopback, ${SECONDS} s after a 1 s warm-up; p50/p99 are latencies.\n`,
);
console.log(render([...rows, ...weights]));
console.log(
  `\nTargets (set for PostgreSQL on 2 cores):\n${targetLines.map((line) => `  ${line}`).join("\n")}`,
);
// One round keeps this run within minutes; `npm run bench:engine` measures three.
progress("npm start, old engine and new, one round each…");
console.log(`\n${await compareEngines(1, progress)}\n(one round each; \`npm run bench:engine\` runs three)`);
// Last, on a server of its own: the attacks of `npm run probe`.
console.log(`\n${await runProbes()}`);
