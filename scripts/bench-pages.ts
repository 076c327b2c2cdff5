// `npm run bench:pages`: builds when needed, serves the build on a free port with a throwaway data
// folder, books a call (for its page), then measures each public page: the JavaScript and CSS it loads
// on its own at 390×844 until the network is quiet (gzip, `loadedOnItsOwn`), and Lighthouse with its
// default mobile settings: the median of `--runs=N` runs per page
// (default 3, as Lighthouse's own guidance on variability advises), after one run not counted that
// meets a cold server and browser, as no visitor of a running site does. `--check` exits with 1 when a
// budget is missed. Then each admin page's first-load JavaScript against the admin budget, read from the
// build (no sign-in needed).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { projectPath, projects } from "../domain/content/projects";
import { chromiumArgs, findChromium, findHeadlessChromium } from "../tests/support/chromium";
import { adminBundleBudget, adminFirstLoads } from "./bench/admin-weight";
import { buildIfNeeded, freePort, root } from "./bench/build";
import { bookForWeighing, loadedOnItsOwn, loadedOnItsOwnBudget, pageWeightBudget } from "./bench/page-weight";

const budgets = {
  cssBytes: pageWeightBudget.cssBytes,
  /**
   * The landing page, where most visits begin, at 100; the other marketing pages at 97; the booking
   * pages (a form, a calendar, their live updates) at 90.
   */
  performance: (route: string) => {
    if (route === "/") return 100;
    return route === "/book-call" || route.startsWith("/booking/") ? 90 : 97;
  },
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
};
const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.split("=")[1] ?? 3);
const check = process.argv.includes("--check");

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, "build/server/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error("The server did not become healthy within 30 s");
}

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
}

async function audit(port: number, url: string): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // A run that failed scores 0 without a word in the table: say why, so a missed budget is not misread.
  if (runtimeError)
    console.warn(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
  };
}

function median(results: Scores[]): Scores {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] as Scores;
}

const mark = (ok: boolean) => (ok ? "✓" : "✗");
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

buildIfNeeded();
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
const server = await startServer(port, dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
const weigher = await chromium.launch({ executablePath: findHeadlessChromium(), args: chromiumArgs });
const rows: string[][] = [];
let missed = 0;
try {
  const origin = `http://localhost:${port}`;
  const manage = await bookForWeighing(origin);
  const routes = ["/", ...projects.map(projectPath), "/book-call", manage];
  for (const route of routes) {
    const assets = await loadedOnItsOwn(weigher, origin + route);
    await audit(chrome.port, origin + route);
    const results: Scores[] = [];
    for (let run = 0; run < runs; run++) results.push(await audit(chrome.port, origin + route));
    const s = median(results);
    const checks = [
      assets.js <= loadedOnItsOwnBudget(route),
      assets.css <= budgets.cssBytes,
      s.performance >= budgets.performance(route),
      s.accessibility >= budgets.accessibility,
      s.bestPractices >= budgets.bestPractices,
      // A booking's own page asks search engines not to index it, which Lighthouse's SEO score counts.
      s.seo >= (route.startsWith("/booking/") ? 0 : budgets.seo),
      s.cls <= budgets.cls,
    ];
    missed += checks.filter((ok) => !ok).length;
    const [js, css, perf, a11y, bp, seo, cls] = checks.map(mark);
    rows.push([
      route === manage ? "/booking/:token" : route,
      `${kB(assets.js)} (${assets.jsFiles} files) ${js}`,
      `${kB(assets.css)} ${css}`,
      `${s.performance} ${perf}`,
      `${s.accessibility} ${a11y}`,
      `${s.bestPractices} ${bp}`,
      `${s.seo} ${seo}`,
      `${s.cls.toFixed(3)} ${cls}`,
      `${Math.round(s.lcpMs)} ms`,
      `${Math.round(s.tbtMs)} ms`,
    ]);
  }
} finally {
  await weigher.close();
  chrome.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

const header = [
  "route",
  "JS gzip, on its own",
  "CSS gzip",
  "perf",
  "a11y",
  "best pr.",
  "SEO",
  "CLS",
  "LCP",
  "TBT",
];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
console.log(
  `\nLighthouse ${runs > 1 ? `median of ${runs} runs, ` : ""}mobile defaults (simulated throttling), ${findChromium()}`,
);
console.log(
  `Budgets: JS loaded on its own at 390×844 until the network is quiet ≤ ${kB(loadedOnItsOwnBudget("/"))} on /, ${kB(loadedOnItsOwnBudget("/projects/x"))} on a project page, ${kB(loadedOnItsOwnBudget("/book-call"))} on /book-call, ${kB(loadedOnItsOwnBudget("/booking/x"))} on a booking's page; CSS ≤ ${kB(budgets.cssBytes)}; performance ${budgets.performance("/")} on /, ≥ ${budgets.performance("/projects/x")} on a project page, ≥ ${budgets.performance("/book-call")} on the booking pages; accessibility, best practices and SEO ${budgets.seo} (SEO not on a booking's page, which is noindex), CLS ${budgets.cls}\n`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));

const adminRows = adminFirstLoads(path.join(root, "build/client")).map((page) => {
  const ok = page.js <= adminBundleBudget.jsBytes;
  if (!ok) missed++;
  return [page.route, `${kB(page.js)} (${page.jsFiles} files) ${mark(ok)}`];
});
console.log(`\nAdmin pages, first-load JS gzip ≤ ${kB(adminBundleBudget.jsBytes)}\n`);
const adminWidth = Math.max(...adminRows.map(([route]) => (route ?? "").length));
for (const [route, js] of adminRows) console.log(`${(route ?? "").padEnd(adminWidth)}  ${js}`);
console.log(missed === 0 ? "\nAll budgets met." : `\n${missed} budget(s) missed.`);
if (check && missed > 0) process.exit(1);
