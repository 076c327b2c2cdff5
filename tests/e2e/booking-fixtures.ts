import type { Browser, BrowserContext, Page } from "@playwright/test";
import { dateInZone } from "../../domain/agency-time";
import { slotEventsPath } from "../../domain/slot-events";
import { test as base, expect } from "./fixtures";

// The booking specs: each test speaks from its own client address (the server trusts the loopback
// proxy header), so the per-address booking limit never couples one test to another.

export const agencyZone = "America/Monterrey";

let next = 0;
export function clientAddress() {
  next += 1;
  return `198.18.${(process.pid + next) % 250}.${next % 250}`;
}

type Visitor = Awaited<ReturnType<typeof newVisitor>>;

/** Opens other visitors, each in their own browser context; they are closed when the test ends. */
export interface Visitors {
  open(options?: { allowConsoleErrors?: RegExp[] }): Promise<Visitor>;
}

export const test = base.extend<{ visitors: Visitors }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ "x-forwarded-for": clientAddress() });
  },
  visitors: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use({
      open: async (options) => {
        const visitor = await newVisitor(browser, options);
        contexts.push(visitor.context);
        return visitor;
      },
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };

export function agencyToday() {
  return dateInZone(new Date(), agencyZone);
}

/** Another visitor in their own browser context; `problems` collects what its page logged as errors. */
async function newVisitor(browser: Browser, { allowConsoleErrors = [] as RegExp[] } = {}) {
  const context = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" && !allowConsoleErrors.some((pattern) => pattern.test(text)))
      problems.push(`console error: ${text}`);
  });
  return { context, page, problems };
}

/**
 * Chooses the first day offering at least `times` times; returns its date. How many times the first
 * open day still has depends on the hour (today's past times are gone) and on what earlier tests
 * booked, so a test that needs more than one says so rather than assume it.
 */
export async function chooseFirstOpenDay(page: Page, { times = 1 } = {}) {
  const open = page.locator("button[data-date]:not([disabled])");
  await expect(open.first(), "no day offers a time").toBeVisible();
  let day = open.first();
  for (const candidate of await open.all()) {
    if (Number(await candidate.locator("[data-slot=badge]").textContent()) >= times) {
      day = candidate;
      break;
    }
  }
  const offered = Number(await day.locator("[data-slot=badge]").textContent());
  expect(offered, `no day offers ${times} times`).toBeGreaterThanOrEqual(times);
  const date = (await day.getAttribute("data-date")) ?? "";
  await day.click();
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await expect(page.getByRole("heading", { name: "Available Times" })).toBeVisible();
  return date;
}

/** Chooses the nth time of the shown day; returns its slot id and its agency time (HH:mm). */
export async function chooseTime(page: Page, index = 0) {
  const button = page.locator("button[data-slot-id]").nth(index);
  // A missing time fails here, saying so, rather than wait out the test's whole timeout.
  await expect(button, `the day shows no time number ${index + 1}`).toBeVisible();
  const slotId = (await button.getAttribute("data-slot-id")) ?? "";
  const time = (await button.getAttribute("data-agency-time")) ?? "";
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(new RegExp(`slot=${slotId}`));
  return { slotId, time };
}

/** Opens the booking page and chooses the `index`th time of the first day offering it. */
export async function chooseFirstOpenTime(page: Page, index = 0) {
  await page.goto("/book-call");
  const date = await chooseFirstOpenDay(page, { times: index + 1 });
  return { date, ...(await chooseTime(page, index)) };
}

/** Fills in `details` (the rest of the form as it is), sends the booking and waits for its confirmation. */
export async function confirmBooking(page: Page, details: Details = {}) {
  await fillDetails(page, details);
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
}

type Details = { name?: string; email?: string; phone?: string; notes?: string };

export async function fillDetails(page: Page, details: Details) {
  if (details.name !== undefined) await page.getByLabel("Name").fill(details.name);
  if (details.email !== undefined) await page.getByLabel("Email").fill(details.email);
  if (details.phone !== undefined) await page.getByLabel("Phone").fill(details.phone);
  if (details.notes !== undefined) await page.getByLabel("Notes").fill(details.notes);
}

export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@visitor.test`;
}

/**
 * Holds the page's booking posts on their way to the server until the returned function is called,
 * so the moment in between can be looked at.
 */
async function holdBookings(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/book-call.data**", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  return release;
}

/**
 * Fills in `details` and sends the form with its post held on the way: while held, the button reads
 * "Booking..." and is disabled. Returns the function that lets the post go on.
 */
export async function sendHeld(page: Page, details: Details) {
  await fillDetails(page, details);
  const release = await holdBookings(page);
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  const pending = page.getByRole("button", { name: "Booking..." });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();
  await expect(page.getByRole("button", { name: "Confirm Booking" })).toHaveCount(0);
  return release;
}

/**
 * Notes the live-slot streams the page opens; `connected(date)` waits until one watching `date` has been
 * answered. The server starts watching before it answers, so a change made after that is heard.
 */
export function liveSlotStreams(page: Page) {
  const watched = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname === slotEventsPath && response.status() === 200)
      for (const date of url.searchParams.getAll("date")) watched.add(date);
  });
  return {
    connected: (date: string) =>
      expect
        .poll(() => watched.has(date), { message: `the page's live stream for ${date} never opened` })
        .toBe(true),
  };
}

/**
 * A watcher looking at the first open day, and a booker in another browser holding that day's first
 * time: the watcher sees the time, and its live stream for the day is open, so the booking that
 * `book()` confirms is a change the watcher hears about.
 */
export async function watchedBooking(visitors: Visitors, watcher?: Visitor) {
  const watching = watcher ?? (await visitors.open());
  const streams = liveSlotStreams(watching.page);
  await watching.page.goto("/book-call");
  const date = await chooseFirstOpenDay(watching.page);
  const booker = await visitors.open();
  await booker.page.goto(`/book-call?date=${date}`);
  const { slotId } = await chooseTime(booker.page, 0);
  const slotInWatcher = watching.page.locator(`button[data-slot-id="${slotId}"]`);
  await expect(slotInWatcher).toBeVisible();
  await streams.connected(date);
  return {
    watcher: watching,
    booker,
    date,
    slotInWatcher,
    book: async (name: string) => {
      await confirmBooking(booker.page, { name, email: uniqueEmail("watched") });
    },
  };
}
