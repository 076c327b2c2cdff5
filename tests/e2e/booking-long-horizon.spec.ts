import type { Page } from "@playwright/test";
import { addDays } from "../../domain/agency-time";
import { DEFAULT_BOOKING_RULES, MAX_HORIZON_DAYS } from "../../domain/booking-rules";
import { generateSlots } from "../../server/availability/generate";
import { saveBookingRules } from "../../server/booking/booking-policy";
import { setWeeklyHours } from "../support/hours-factory";
import { agencyToday, agencyZone, expectNoAxeViolations, waitForHydration } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { ownServer } from "./own-server";

// The public date strip when the owner allows the longest horizon (90 days), every day open: on a
// server of its own, so the shared suite keeps its seven days.

const today = agencyToday();
const last = addDays(today, MAX_HORIZON_DAYS - 1);
const weeks = Math.ceil(MAX_HORIZON_DAYS / 7);

const server = ownServer(async (db) => {
  const open = ["09:00:00", "17:00:00"] as const;
  await setWeeklyHours(db, {
    Monday: open,
    Tuesday: open,
    Wednesday: open,
    Thursday: open,
    Friday: open,
    Saturday: open,
    Sunday: open,
  });
  await saveBookingRules(db, { ...DEFAULT_BOOKING_RULES, horizonDays: MAX_HORIZON_DAYS });
  await generateSlots(db, { days: MAX_HORIZON_DAYS, now: new Date(), agencyZone });
});

const shownDates = (page: Page) =>
  page.locator("button[data-date]:visible").evaluateAll((buttons) => buttons.map((b) => b.dataset.date));

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the strip pages a week at a time, never widens the page, and the last date is reachable by keyboard", async ({
    page,
  }) => {
    await page.goto(`${server.url}/book-call`);
    await waitForHydration(page);
    await expectNoSidewaysScroll(page);
    // The step names the owner's window, not the default's seven days.
    await expect(page.getByText(`The next ${MAX_HORIZON_DAYS} days`)).toBeVisible();
    // One week shows, not ninety days down the page: the times stay close below it.
    expect(await shownDates(page)).toEqual(Array.from({ length: 7 }, (_, index) => addDays(today, index)));
    await expect(page.getByText(`week 1 of ${weeks}`)).toBeVisible();
    const times = page.getByRole("heading", { name: "Available Times" });
    expect((await times.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);
    await expect(page.getByRole("button", { name: "Previous 7 days" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expectNoAxeViolations(page);

    // Keyboard only: the next-week button keeps its focus to the last week.
    const next = page.getByRole("button", { name: "Next 7 days" });
    await next.focus();
    for (let week = 2; week <= weeks; week++) {
      await page.keyboard.press("Enter");
      await expect(page.getByText(`week ${week} of ${weeks}`)).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    await expect(next).toBeFocused();
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Enter");
    await expect(page.getByText(`week ${weeks} of ${weeks}`)).toBeVisible();
    expect((await shownDates(page)).at(-1)).toBe(last);

    // Tab goes on to this week's dates only, up to the last one, which Enter chooses.
    for (let step = 0; step < 7; step++) {
      await page.keyboard.press("Tab");
      if ((await page.evaluate(() => (document.activeElement as HTMLElement).dataset.date)) === last) break;
    }
    const lastDay = page.locator(`button[data-date="${last}"]`);
    await expect(lastDay).toBeFocused();
    const box = await lastDay.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`date=${last}`));
    await expect(page.locator("button[data-slot-id]").first()).toBeVisible();
    // The chosen date stays in view, pressed, in its week.
    await expect(lastDay).toBeVisible();
    await expect(lastDay).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(`week ${weeks} of ${weeks}`)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("a date far ahead opens in its own week, a row of seven; paging back and forth keeps it chosen", async ({
    page,
  }) => {
    const far = addDays(today, 40);
    const week = Math.floor(40 / 7) + 1;
    await page.goto(`${server.url}/book-call?date=${far}`);
    await waitForHydration(page);
    await expectNoSidewaysScroll(page);
    await expect(page.getByText(`week ${week} of ${weeks}`)).toBeVisible();
    const shown = await shownDates(page);
    expect(shown).toContain(far);
    expect(shown).toHaveLength(7);
    const tops = await page
      .locator("button[data-date]:visible")
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await expect(page.locator(`button[data-date="${far}"]`)).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "Next 7 days" }).click();
    await expect(page.getByText(`week ${week + 1} of ${weeks}`)).toBeVisible();
    await expect(page.locator(`button[data-date="${far}"]`)).toBeHidden();
    await page.getByRole("button", { name: "Previous 7 days" }).click();
    await expect(page.locator(`button[data-date="${far}"]`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`date=${far}`));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the next-week button chooses that week's first open day, so every week is still reachable", async ({
    page,
  }) => {
    await page.goto(`${server.url}/book-call`);
    await page.getByRole("button", { name: "Next 7 days" }).click();
    const firstOfWeek2 = addDays(today, 7);
    await expect(page).toHaveURL(new RegExp(`date=${firstOfWeek2}`));
    await expect(page.getByText(`week 2 of ${weeks}`)).toBeVisible();
    await expect(page.locator(`button[data-date="${firstOfWeek2}"]`)).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("button[data-slot-id]").first()).toBeVisible();
  });
});
