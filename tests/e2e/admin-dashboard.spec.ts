import { readFile } from "node:fs/promises";
import type { Browser } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config";
import { seedDemoData } from "../../server/availability/demo-data";
import {
  agencyZone,
  expectNoAxeViolations,
  openAdminScreen,
  signInWithoutTheForm,
  slowDown,
} from "./admin-helpers";
import { expect, test } from "./fixtures";
import { ownServer } from "./own-server";

// The empty dashboard is seen on a site of its own: the shared server gathers other specs' bookings in
// whatever order the workers run them.
test.describe("admin dashboard of a site with no bookings yet", () => {
  const fresh = ownServer((db) => seedDemoData(db, { now: new Date(), agencyZone }).then(() => {}), {
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
  });
  async function freshDashboard(browser: Browser) {
    const context = await browser.newContext({ baseURL: fresh.url });
    const page = await context.newPage();
    await signInWithoutTheForm(page, fresh.url);
    await openAdminScreen(page, "/admin");
    return page;
  }

  test("has the header, the four stat cards, the week chart and the empty bookings list", async ({
    browser,
  }) => {
    const page = await freshDashboard(browser);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Time Slots" })).toHaveAttribute("href", "/admin/time-slots");
    await expect(nav.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/admin/settings");
    await expect(nav.getByRole("link", { name: "Bookings" })).toHaveAttribute("href", "/admin/bookings");
    await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();

    for (const [title, hint] of [
      ["Total Bookings", "All time"],
      ["Today's Bookings", "Scheduled for today"],
      ["Available Slots", "Ready to book"],
      ["Refused Attempts", "Bookings over a limit, last 30 days"],
    ] as const) {
      const card = page.locator('[data-slot="card"]').filter({ hasText: title });
      await expect(card.getByText(hint)).toBeVisible();
    }
    // The demo data: no bookings yet, and weekday slots for the coming month.
    await expect(page.getByTestId("stat-Total Bookings")).toHaveText("0");
    await expect(page.getByTestId("stat-Today's Bookings")).toHaveText("0");
    await expect(page.getByTestId("stat-Refused Attempts")).toHaveText("0");
    expect(Number(await page.getByTestId("stat-Available Slots").textContent())).toBeGreaterThan(0);

    await expect(page.getByRole("heading", { name: "Recent Bookings" })).toBeVisible();
    await expect(page.getByText("Latest customer appointments")).toBeVisible();
    await expect(page.getByText("No bookings yet")).toBeVisible();

    const chart = page.getByRole("img", { name: /Slots this week/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator("g[data-testid^='week-day-']")).toHaveCount(7);
    await expect(chart).toHaveAttribute("aria-label", /0 booked, 8 free/);
    // Under each bar, booked then free, as the legend reads: a day with 8 free times says "0 · 8".
    const labels = page.getByTestId("week-labels").getByRole("listitem", { includeHidden: true });
    await expect(labels).toHaveCount(7);
    await expect(labels.filter({ hasText: "0 · 8" }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("exports the bookings as a CSV file", async ({ browser }) => {
    const page = await freshDashboard(browser);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export bookings (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path()) ?? "", "utf8");
    // With the byte-order mark first, by which a spreadsheet knows the file is UTF-8.
    expect(text).toBe(
      "\uFEFFDate,Time,Name,Email,Phone,Notes,Booked at,Status,Cancelled by,Cancelled at,Cancellation reason," +
        "Moved from,Moved by,Moved at," +
        "Company size,What would you like to automate?,Source,Referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content\r\n",
    );
  });
});

test.describe("admin dashboard", () => {
  test.use({ adminScreen: "/admin" });

  test("leads to the time slots and the settings ('Loading...' on the way)", async ({ page }) => {
    await slowDown(page, "**/admin/time-slots.data*", "GET");
    await page.getByRole("link", { name: "Time Slots" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    await expect(page).toHaveURL("/admin/time-slots");
    await page.getByRole("link", { name: "Back" }).click();
    await page.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL("/admin/settings");
  });

  test.describe("when the session ends while a screen is open", () => {
    test.use({ allowConsoleErrors: [/status of 401/] });
    test("the next screen goes to the sign-in page", async ({ page, context }) => {
      await context.clearCookies();
      await page.getByRole("link", { name: "Settings" }).click();
      await expect(page).toHaveURL("/admin/login?session=ended&next=%2Fadmin%2Fsettings");
      await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
      await expect(page.getByText("Your session has ended. Sign in again to continue.")).toBeVisible();
      // Signed in again, the admin is where they were going.
      await page.getByLabel("Email").fill(e2eAdmin.email);
      await page.getByLabel("Password").fill(e2eAdmin.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL("/admin/settings");
      await expect(page.getByRole("heading", { name: "Weekly Availability" })).toBeVisible();
    });
  });
});
