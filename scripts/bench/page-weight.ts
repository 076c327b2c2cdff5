import { get } from "node:http";
import type { Browser, Page } from "@playwright/test";
import { type BookingCalendar, bookingCalendarPath } from "../../domain/booking-calendar";

/** The first load of a marketing page stays within these (gzip bytes). */
export const pageWeightBudget = { jsBytes: 130_000, cssBytes: 20_000 };

/**
 * What a public page may load on its own — no click, no scroll — in gzip bytes of JavaScript: everything
 * until the network has been quiet a while (`loadedOnItsOwn`), not only the first load, so code fetched
 * once the browser is idle counts too. The landing page is the one most visitors meet first, on a phone;
 * a booking's pages carry its form and calendar (docs/decisions/041-what-the-landing-page-loads.md).
 */
export function loadedOnItsOwnBudget(route: string): number {
  if (route === "/") return 125_000;
  // 182 kB until 2026-11-27, when its form stopped loading zod for two numbers (155.3 kB since).
  if (route === "/book-call") return 160_000;
  // 199 kB until 2026-11-27, when it stopped loading zod for the slot's length (171.8 kB since).
  if (route.startsWith("/booking/")) return 180_000;
  return pageWeightBudget.jsBytes;
}

/**
 * `/` on a site with the chat assistant on also fetches, once idle, the conversation's own code (not
 * its toasts, nor zod: those come when it opens).
 */
export const landingWithAssistantBudget = 130_000;

/** The phone the budgets are measured on: its screen, and a finger, not a mouse. */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Quiet means nothing has been asked for this long: network idle's 500 ms, plus a second. */
const QUIET_MS = 1_500;
/** And no sooner than this after hydration: code fetched "once the browser is idle" waits at most 2 s. */
const AFTER_HYDRATION_MS = 2_500;

export interface LoadedAsset {
  url: string;
  kind: "js" | "css";
  gzipBytes: number;
  brotliBytes: number;
}

export interface PageWeight {
  /** Gzip bytes of JavaScript (the budgets' measure). */
  js: number;
  /** The same scripts as Chromium downloads them (brotli). */
  jsBrotli: number;
  jsFiles: number;
  css: number;
  assets: LoadedAsset[];
}

/**
 * The bytes the server sends for `url` to a browser that takes `encoding` and nothing better: gzip is
 * the budgets' measure, the build's own precompressed file (gzip -9; a file too small to gain is sent
 * as it is), not the asset compressed again here, which weighed small files as nobody downloads them.
 * Brotli is what Chromium gets, about a sixth less.
 */
export function bytesSent(url: string, encoding: "gzip" | "br"): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": encoding } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    }).on("error", reject);
  });
}

/** Streams that stay open while the page is (the booking page's live slots) never make it busy. */
const streaming = new Set(["eventsource", "websocket"]);

/** Waits until nothing has been asked for QUIET_MS, and AFTER_HYDRATION_MS have passed. */
async function untilQuiet(page: Page, network: { inFlight: number; lastActivity: number }) {
  const hydrated = Date.now();
  for (;;) {
    const now = Date.now();
    const quiet = network.inFlight === 0 && now - network.lastActivity >= QUIET_MS;
    if (quiet && now - hydrated >= AFTER_HYDRATION_MS) return;
    await page.waitForTimeout(100);
  }
}

/**
 * Opens `url` in a fresh phone's context and collects every script and stylesheet it loads until
 * the network is quiet, weighed as gzip (as the server sends them to a browser that takes gzip).
 */
export async function loadedOnItsOwn(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const wanted = new Map<string, LoadedAsset["kind"]>();
    const network = { inFlight: 0, lastActivity: Date.now() };
    page.on("request", (request) => {
      const type = request.resourceType();
      if (type === "script") wanted.set(request.url(), "js");
      if (type === "stylesheet") wanted.set(request.url(), "css");
      if (streaming.has(type)) return;
      network.inFlight++;
      network.lastActivity = Date.now();
    });
    const settled = (request: { resourceType(): string }) => {
      if (streaming.has(request.resourceType())) return;
      network.inFlight--;
      network.lastActivity = Date.now();
    };
    page.on("requestfinished", settled);
    page.on("requestfailed", settled);
    const response = await page.goto(url);
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    // React has taken over the document (it marks each element it hydrates, <body> among them).
    await page.waitForFunction(() =>
      Object.keys(document.body).some((key) => key.startsWith("__reactFiber")),
    );
    await untilQuiet(page, network);
    const assets: LoadedAsset[] = [];
    for (const [asset, kind] of wanted)
      assets.push({
        url: asset,
        kind,
        gzipBytes: await bytesSent(asset, "gzip"),
        brotliBytes: await bytesSent(asset, "br"),
      });
    const total = (kind: LoadedAsset["kind"], bytes: "gzipBytes" | "brotliBytes" = "gzipBytes") =>
      assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset[bytes], 0);
    return {
      js: total("js"),
      jsBrotli: total("js", "brotliBytes"),
      jsFiles: assets.filter((asset) => asset.kind === "js").length,
      css: total("css"),
      assets,
    };
  } finally {
    await context.close();
  }
}

/**
 * Books a time of the last open day over HTTP, as the booking form posts it, and returns the path of
 * the booking's own page. The last day, so the first days' times stay for the tests that choose them.
 */
export async function bookForWeighing(origin: string): Promise<string> {
  const read = async (query = "") => {
    const response = await fetch(`${origin}${bookingCalendarPath}${query}`);
    if (!response.ok) throw new Error(`The booking calendar answered ${response.status}`);
    return (await response.json()) as BookingCalendar;
  };
  const day = (await read()).days.findLast((candidate) => candidate.count > 0);
  if (!day) throw new Error("No day offers a time to book");
  const slot = (await read(`?date=${day.date}`)).slots.at(-1);
  if (!slot) throw new Error(`${day.date} offers no time`);
  const response = await fetch(`${origin}/book-call`, {
    method: "POST",
    // A visitor of its own (the server trusts a loopback proxy's word), so no limit per visitor refuses it.
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      "x-forwarded-for": `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    body: new URLSearchParams({
      time_slot_id: slot.id,
      customer_name: "Page Weight",
      customer_email: `page-weight-${Date.now()}@example.com`,
    }),
    redirect: "manual",
  });
  const manage = response.headers.get("location");
  if (response.status !== 303 || !manage)
    throw new Error(`Booking ${slot.id} answered ${response.status}: ${await response.text()}`);
  return new URL(manage, origin).pathname;
}

/**
 * The JavaScript and CSS a first visit to `route` loads — module scripts, their preloads and
 * stylesheets — in bytes once gzipped, as the server sends them.
 */
export async function firstLoadAssets(origin: string, route: string) {
  const html = await (await fetch(origin + route)).text();
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const src = tag.match(/\b(?:src|href)="([^"]+)"/)?.[1];
    if (!src) continue;
    if (/^<script/.test(tag) && /type="module"/.test(tag)) js.add(src);
    else if (/rel="modulepreload"/.test(tag)) js.add(src);
    else if (/rel="stylesheet"/.test(tag)) css.add(src);
  }
  // React Router's inline module script imports the route modules; on a prerendered page it also
  // preloads the rest once the page is painted (scripts/hydrate-after-first-paint.ts).
  for (const [, body] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const [, src] of (body ?? "").matchAll(/"(\/assets\/[^"]+\.js)"/g)) js.add(src as string);
  const gzipped = async (urls: Set<string>) => {
    let total = 0;
    for (const url of urls) total += await bytesSent(origin + url, "gzip");
    return total;
  };
  return { js: await gzipped(js), jsFiles: js.size, css: await gzipped(css) };
}
