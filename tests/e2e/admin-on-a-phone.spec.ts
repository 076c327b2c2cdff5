import type { Page } from "@playwright/test";
import { open, waitForHydration } from "./admin-helpers";
import { adminScreens, linkPattern } from "./admin-screens";
import { chooseFirstOpenDay, chooseTime, clientAddress, expect, fillDetails, test } from "./booking-fixtures";
import { expectFitsTheScreen } from "./fits-the-screen";

// Every admin screen on the narrowest phone we design for, with a booking whose words are long: nothing
// wider than the screen, no word broken at any letter, and Logout on screen and clickable.
test.use({
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  signedInAsAdmin: true,
});

let bookedDate = "";

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  const visitor = await context.newPage();
  // Arriving from a campaign with a long source name, which the admin shows beside the booking.
  await visitor.goto("/?utm_source=a-very-long-newsletter-campaign-source-name-that-goes-on-and-on");
  await open(visitor, "/book-call");
  bookedDate = await chooseFirstOpenDay(visitor);
  await chooseTime(visitor, 0);
  await fillDetails(visitor, {
    name: "Maximiliana Wolfeschlegelsteinhausenbergerdorff",
    email: `wolfeschlegelsteinhausenbergerdorff.maximiliana-${Date.now()}@a-rather-long-company-domain.example`,
    phone: "+49 (0)30 1234 5678",
    notes: "Automateourwholeinvoicingpipelinefromendtoendplease, with reconciliation.",
  });
  await visitor.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(visitor.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  await context.close();
});

/** A screen that shows one day at a time (the time slots) is opened on the booked day. */
const withTheBooking = (path: string) => (path === "/admin/time-slots" ? `${path}?date=${bookedDate}` : path);

async function expectFitsWithLogout(page: Page) {
  await expectFitsTheScreen(page);
  const logout = page.getByRole("button", { name: "Logout" });
  await expect(logout).toBeInViewport({ ratio: 1 });
  await logout.click({ trial: true });
}

const hasParameter = (path: string) => path.includes("/:");

test("the admin's screens are read from the route table", () => {
  expect(adminScreens).toEqual(expect.arrayContaining(["/admin", "/admin/time-slots", "/admin/settings"]));
  expect(adminScreens).toContain("/admin/chat-threads");
});

for (const path of adminScreens.filter((screen) => !hasParameter(screen))) {
  test(`${path} fits a 375 px phone, Logout on screen`, async ({ page }) => {
    await open(page, withTheBooking(path));
    await expectFitsWithLogout(page);
  });
}

// A screen of one thing (a booking, say) is opened as the admin opens it: through a link on another.
for (const pattern of adminScreens.filter(hasParameter)) {
  test(`${pattern} fits a 375 px phone, Logout on screen`, async ({ page }) => {
    let href: string | undefined;
    for (const path of adminScreens.filter((screen) => !hasParameter(screen))) {
      await open(page, withTheBooking(path));
      const links = await page
        .locator("a[href]")
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
      href = links.find((link) => linkPattern(pattern).test(link));
      if (href) break;
    }
    expect(href, `no admin screen links to ${pattern}: say here how to open it`).toBeDefined();
    await page.goto(href ?? "");
    await waitForHydration(page);
    await expectFitsWithLogout(page);
  });
}

// A common phone's width: the time slots' two cards stacked at one width, and the coming week's labels
// as large as the page's small print (drawn inside the chart they shrank with it, to 8 px).
test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the time slots' month is as wide as the day's slots", async ({ page }) => {
    await open(page, withTheBooking("/admin/time-slots"));
    await expect(page.locator(`[data-day="${bookedDate}"]`)).toBeVisible();
    const cards = page.locator("main > [data-slot=card]");
    await expect(cards).toHaveCount(2);
    const [month, slots] = await cards.evaluateAll((found) =>
      found.map((card) => card.getBoundingClientRect()),
    );
    expect(Math.abs((month?.width ?? 0) - (slots?.width ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((month?.left ?? 0) - (slots?.left ?? 0))).toBeLessThanOrEqual(1);
  });

  test("the coming week's day and count labels are at least 12 px, each within its column", async ({
    page,
  }) => {
    await open(page, "/admin");
    const chart = page.locator("[data-slot=card]").filter({ hasText: "The coming week" });
    // Each day's weekday, date and counts: text of the page under the bars (or text drawn in the chart).
    const texts = chart.locator("svg text, [data-testid=week-labels] span");
    expect(await texts.count()).toBeGreaterThanOrEqual(14);
    const sizes = await texts.evaluateAll((found) =>
      found.map((text) => ({
        text: text.textContent,
        fontSize: Number.parseFloat(getComputedStyle(text).fontSize),
        // The height it is drawn at: what the eye reads, whatever scales it.
        drawn: text.getBoundingClientRect().height,
      })),
    );
    for (const size of sizes) {
      expect(size.fontSize, size.text ?? "").toBeGreaterThanOrEqual(12);
      expect(size.drawn, size.text ?? "").toBeGreaterThanOrEqual(12);
    }
    const overflowing = await chart
      .locator("[data-testid=week-labels] > li")
      .evaluateAll((columns) => columns.filter((column) => column.scrollWidth > column.clientWidth).length);
    expect(overflowing, "labels wider than their column").toBe(0);
    await expectFitsTheScreen(page);
  });
});
