import type { Page } from "@playwright/test";
import { longDate } from "../../app/lib/admin-format";
import { addDays } from "../../domain/agency-time";
import { seedDemoData } from "../../server/availability/demo-data";
import type { Database } from "../../server/db/connection";
import { bookings, timeSlots } from "../../server/db/schema";
import {
  agencyToday,
  agencyZone,
  expectNoAxeViolations,
  nextWeekday,
  open,
  toast,
  waitForHydration,
} from "./admin-helpers";
import { expect, test } from "./fixtures";
import { ownServer } from "./own-server";

// On a server of its own, whose database the test prepares before it starts: calls whose time has
// passed (which no visitor can book), and a booked call that narrowed hours leave outside.

const admin = { email: "owner@hours.test", password: "an-hours-test-password" };
const today = agencyToday();
const yesterday = addDays(today, -1);
/** The first Wednesday after today: its afternoon is outside the narrowed hours. */
const wednesday = nextWeekday(3);

async function book(db: Database, slotDate: string, slotTime: string, name: string) {
  const [slot] = await db
    .insert(timeSlots)
    .values({ slotDate, slotTime, status: "booked" })
    .onConflictDoUpdate({ target: [timeSlots.slotDate, timeSlots.slotTime], set: { status: "booked" } })
    .returning({ id: timeSlots.id });
  await db.insert(bookings).values({
    timeSlotId: slot?.id ?? "",
    customerName: name,
    customerEmail: `${name.split(" ")[0]?.toLowerCase()}@example.com`,
  });
}

const server = ownServer(
  async (db) => {
    await seedDemoData(db, { now: new Date(), agencyZone });
    await book(db, yesterday, "10:00:00", "Ada Past");
    await book(db, yesterday, "11:00:00", "Bo Past");
    await book(db, addDays(today, 2), "10:00:00", "Cy Future");
    await book(db, wednesday, "16:00:00", "Dee Afternoon");
  },
  { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
);

async function openAsAdmin(page: Page, path: string) {
  await page.goto(`${server.url}/admin/login`);
  await waitForHydration(page);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${server.url}/admin`);
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
}

test("attended/no-show marking changes the show rate", async ({ page }) => {
  await openAsAdmin(page, "/admin");
  const rate = page.getByTestId("show-rate");
  const detail = page.getByTestId("show-rate-detail");
  await expect(rate).toHaveText("—");
  await expect(detail).toHaveText("No calls marked in the last 30 days");
  // Two standing calls in the last 30 days (the future one is not counted yet).
  await expect(page.getByTestId("bookings-per-week")).toHaveText((14 / 30).toFixed(1));

  const recent = page.locator("li[data-status]");
  const ada = recent.filter({ hasText: "Ada Past" });
  const cy = recent.filter({ hasText: "Cy Future" });
  // Only a call whose time has passed can be marked.
  await expect(cy.getByRole("button", { name: "Attended" })).toHaveCount(0);
  await ada.getByRole("button", { name: "Attended" }).click();
  await expect(toast(page, "Attendance saved", "Marked as attended.")).toBeVisible();
  await expect(rate).toHaveText("100%");
  await expect(detail).toHaveText("1 of 1 marked call attended, last 30 days");
  await expect(ada.getByRole("button", { name: "Attended" })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);

  // From the time slots page: Bo did not come.
  await page.goto(`${server.url}/admin/time-slots?date=${yesterday}`);
  await waitForHydration(page);
  const bo = page.getByTestId("slot-11:00");
  await bo.getByRole("button", { name: "No-show" }).click();
  await expect(toast(page, "Attendance saved", "Marked as a no-show.")).toBeVisible();
  await expect(bo.getByRole("button", { name: "No-show" })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);

  await page.goto(`${server.url}/admin`);
  await waitForHydration(page);
  await expect(rate).toHaveText("50%");
  await expect(detail).toHaveText("1 of 2 marked calls attended, last 30 days");
  // A wrong click is changed with another.
  await ada.getByRole("button", { name: "No-show" }).click();
  await expect(rate).toHaveText("0%");
  await expect(detail).toHaveText("0 of 2 marked calls attended, last 30 days");
});

test("narrowing a weekday's hours removes its open slots outside them at once and lists the booked call left outside", async ({
  page,
}) => {
  await openAsAdmin(page, "/admin/settings");
  await expect(page.getByTestId("agency-zone")).toHaveText(agencyZone);
  const summary = page.getByTestId("slot-summary");
  const count = async () => Number((await summary.textContent())?.match(/^(\d+) slots exist/)?.[1]);
  const before = await count();
  expect(before).toBeGreaterThan(0);
  // (Cy's call, two days ahead, is listed too when that day is a weekend: no hours then.)
  await expect(page.getByText("Dee Afternoon")).toHaveCount(0);

  await page.getByTestId("day-Wednesday").getByLabel("To:").selectOption("12:00:00");
  await expect(toast(page, "Availability updated", "Your weekly availability has been saved.")).toBeVisible();
  // Each Wednesday with slots loses 12:00–16:00 at once (the booked 16:00 stays): 4 open slots each.
  await expect.poll(count).toBeLessThanOrEqual(before - 12);
  const outside = page.getByTestId("booked-outside");
  // Its date as the whole admin writes one ('Wed 2 Dec 2026, 16:00').
  await expect(outside).toContainText(
    /[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}, 16:00 — Dee Afternoon \(outside the hours\)/,
  );
  await expectNoAxeViolations(page);
  // Not an offer that a reload loses: the list is what the hours say on every load.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("booked-outside")).toContainText("Dee Afternoon");
  await page
    .getByTestId("booked-outside")
    .getByRole("listitem")
    .filter({ hasText: "Dee Afternoon" })
    .getByRole("link")
    .click();
  // The booking's own page, where the call is moved (or cancelled).
  await expect(page).toHaveURL(new RegExp(`^${server.url}/admin/bookings/[0-9a-f-]{36}$`));
  await expect(page.getByText("Dee Afternoon").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Move" })).toBeVisible();
  await open(page, `${server.url}/admin/time-slots?date=${wednesday}`);

  // The booked call is still there, said to be outside the hours; its cancel says the time is not offered.
  const dee = page.getByTestId("slot-16:00");
  await expect(dee).toHaveAttribute("data-status", "booked");
  await expect(dee.getByTestId("booked-outside-hours")).toHaveText(
    "This call is outside your hours: move or cancel it if it cannot take place.",
  );
  // "move" opens the booking's page with its picker open.
  await expect(dee.getByTestId("booked-outside-hours").getByRole("link", { name: "move" })).toHaveAttribute(
    "href",
    /^\/admin\/bookings\/[0-9a-f-]{36}\?reschedule=1$/,
  );
  await expect(dee.getByRole("link", { name: "Dee Afternoon" })).toHaveAttribute(
    "href",
    /^\/admin\/bookings\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByTestId("slot-13:00")).toHaveCount(0);
  await expect(page.getByTestId("slot-11:00")).toHaveAttribute("data-shown", "available");
  await dee.getByRole("button", { name: "Cancel Booking" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    `Dee Afternoon's call on ${longDate(wednesday)} at 16:00 will be cancelled and the time, outside your hours, not offered to visitors.`,
  );
  await dialog.getByRole("button", { name: "Keep it" }).click();
});

test("the rolling horizon is switched on and saved", async ({ page }) => {
  await openAsAdmin(page, "/admin/settings");
  await page.getByLabel("Keep slots generated ahead, topped up daily").check();
  await page.getByLabel("Days ahead", { exact: true }).fill("45");
  await page.getByRole("button", { name: "Save horizon" }).click();
  await expect(
    toast(page, "Rolling horizon saved", "Slots are kept 45 days ahead, topped up daily."),
  ).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Keep slots generated ahead, topped up daily")).toBeChecked();
  await expect(page.getByLabel("Days ahead", { exact: true })).toHaveValue("45");
  await expect(page.getByTestId("slot-summary")).toContainText(`until`);

  await page.getByLabel("Days ahead", { exact: true }).fill("500");
  await page.getByRole("button", { name: "Save horizon" }).click();
  await expect(page.getByText("Days ahead must be a whole number from 1 to 90")).toBeVisible();
  await expectNoAxeViolations(page);
});
