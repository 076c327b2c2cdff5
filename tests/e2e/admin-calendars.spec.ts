import type { Browser } from "@playwright/test";
import { wallClockToInstant } from "../../domain/agency-time";
import { e2eAdmin } from "../../playwright.config";
import { seedDemoData } from "../../server/availability/demo-data";
import { vcalendar, vevent } from "../support/ical-fixtures";
import { icalUtc, ownerCalendarOn } from "../support/owner-calendar";
import { RadicaleServer } from "../support/radicale-server";
import { agencyZone, signInWithoutTheForm, toast, waitForHydration } from "./admin-helpers";
import { chooseFirstOpenDay, chooseTime, liveSlotStreams, sendHeld, uniqueEmail } from "./booking-fixtures";
import { expect, test } from "./fixtures";
import { ownServer } from "./own-server";

// The owner's own calendar (docs/decisions/037-owner-calendars-busy-times.md): connected in the admin,
// its events hide times from visitors, live, and a booking sent at that moment is refused as taken.
// A server of its own, reading calendars every 5 seconds, and a Radicale of its own.

const server = ownServer((db) => seedDemoData(db, { now: new Date(), agencyZone }).then(() => {}), {
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  CALENDAR_REFRESH_SECONDS: "5",
});

let radicale: RadicaleServer;
let workCalendar: string;
test.beforeAll(async () => {
  radicale = await RadicaleServer.start();
  workCalendar = await (await ownerCalendarOn(radicale)).makeCalendar("Work");
});
test.afterAll(async () => {
  await radicale?.remove();
});

test.describe.configure({ mode: "serial" });

/** The owner, signed in, on the Calendars page. */
async function ownerPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signInWithoutTheForm(page, server.url);
  await page.goto("/admin/calendars");
  await waitForHydration(page);
  return { context, page };
}

test("the owner connects a CalDAV calendar and sees its state; a wrong password is refused with the reason", async ({
  browser,
}) => {
  const { context, page } = await ownerPage(browser);
  try {
    await expect(page.getByText("No calendar connected yet")).toBeVisible();
    await page.getByLabel("Server address").fill(radicale.url);
    await page.getByLabel("User name").fill(radicale.account.username);
    await page.getByLabel("App password").fill("not-the-password");
    await page.getByRole("button", { name: "Connect CalDAV account" }).click();
    const host = `127.0.0.1:${radicale.port}`;
    await expect(
      page.getByRole("alert").filter({ hasText: `${host} refused the user name or app password` }),
    ).toBeVisible();

    await page.getByLabel("App password").fill(radicale.account.password);
    await page.getByRole("button", { name: "Connect CalDAV account" }).click();
    await expect(toast(page, "Calendar connected", `Connected ${host}: Work.`)).toBeVisible();
    const card = page.getByTestId("calendar-account");
    await expect(page.getByRole("heading", { name: `owner at ${host}` })).toBeVisible();
    await expect(card.getByText("Connected", { exact: true })).toBeVisible();
    await expect(card.getByText("0 in the booking window")).toBeVisible();
    await expect(card.getByRole("switch", { name: "Work counts as busy" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(page.getByText(radicale.account.password)).toHaveCount(0);
    // Connected: the form is empty again, and the same account typed again is refused, naming it.
    for (const field of ["Server address", "User name", "App password"])
      await expect(page.getByLabel(field)).toHaveValue("");
    await page.getByLabel("Server address").fill(radicale.url.replace(/\/$/, ""));
    await page.getByLabel("User name").fill(radicale.account.username);
    await page.getByLabel("App password").fill(radicale.account.password);
    await page.getByRole("button", { name: "Connect CalDAV account" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: `owner at ${host} is already connected` }),
    ).toBeVisible();
    await expect(page.getByTestId("calendar-account")).toHaveCount(1);
  } finally {
    await context.close();
  }
});

test("an event added to the owner's calendar removes its time from a watching visitor's page, and a booking sent at that moment is refused as taken", async ({
  browser,
}) => {
  const watcherContext = await browser.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { "x-forwarded-for": "198.18.7.1" },
  });
  const bookerContext = await browser.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { "x-forwarded-for": "198.18.7.2" },
  });
  try {
    const watcher = await watcherContext.newPage();
    const streams = liveSlotStreams(watcher);
    await watcher.goto("/book-call");
    await waitForHydration(watcher);
    const date = await chooseFirstOpenDay(watcher);
    await streams.connected(date);
    const booker = await bookerContext.newPage();
    await booker.goto(`/book-call?date=${date}`);
    await waitForHydration(booker);
    const { slotId, time } = await chooseTime(booker, 0);
    const inWatcher = watcher.locator(`button[data-slot-id="${slotId}"]`);
    await expect(inWatcher).toBeVisible();
    const release = await sendHeld(booker, { name: "Same Moment", email: uniqueEmail("calendar") });

    // The owner's calendar app adds a client call over that time.
    const start = wallClockToInstant(date, `${time}:00`, agencyZone);
    const owner = await ownerCalendarOn(radicale);
    await owner.putEvent(
      workCalendar,
      "client-call",
      vcalendar(
        vevent({
          UID: "client-call",
          DTSTART: icalUtc(start),
          DTEND: icalUtc(new Date(start.getTime() + 30 * 60_000)),
        }),
      ),
    );
    await expect(inWatcher).toHaveCount(0, { timeout: 30_000 });

    release();
    await expect(
      toast(booker, "Booking failed", "This time was just booked. Please choose another."),
    ).toBeVisible();
    await expect(booker.getByRole("heading", { name: "Booking Confirmed!" })).toHaveCount(0);
  } finally {
    await watcherContext.close();
    await bookerContext.close();
  }
});

test("Check now on a calendar that cannot be read shows it as such on its card at once, without a reload", async ({
  browser,
}) => {
  const { context, page } = await ownerPage(browser);
  try {
    const card = page.getByTestId("calendar-account");
    await expect(card.getByText("Connected", { exact: true })).toBeVisible();
    await radicale.stop();
    await card.getByRole("button", { name: "Check now" }).click();
    await expect(toast(page, "Calendar not read", `127.0.0.1:${radicale.port}`)).toBeVisible();
    await expect(card.getByText("Cannot be read", { exact: true })).toBeVisible();
    await expect(card.getByRole("alert")).toContainText("Failing since");
    await expect(card.getByText("Connected", { exact: true })).toHaveCount(0);
  } finally {
    await radicale.resume();
    await context.close();
  }
});
