import type { Page } from "@playwright/test";
import { readableDate } from "../../domain/admin-dates";
import { defaultRulesForm } from "../support/booking-rules-form";
import { expectNoAxeViolations, open, signInWithoutTheForm, toast } from "./admin-helpers";
import { chooseTime, confirmBooking, expect, test, uniqueEmail } from "./booking-fixtures";

// The owner's booking rules and date overrides, from the settings page to the public booking strip.
// The suite shares one server: each test puts the rules back as it found them.

async function restoreDefaultRules(page: Page) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/admin/settings.data", {
    form: defaultRulesForm,
    headers: { Origin: origin },
  });
  expect(response.status()).toBe(200);
}

/** The open days of the public strip with their counts. */
async function openDays(visitor: Page) {
  await visitor.goto("/book-call");
  const days = visitor.locator("button[data-date]:not([disabled])");
  await expect(days.first()).toBeVisible();
  const open: { date: string; count: number }[] = [];
  for (const day of await days.all())
    open.push({
      date: (await day.getAttribute("data-date")) ?? "",
      count: Number(await day.locator("[data-slot=badge]").textContent()),
    });
  return open;
}

test.describe("booking rules and date overrides", () => {
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("owner blocks a date → the public strip shows it with no slots; removing it brings them back", async ({
    page,
    baseURL,
    visitors,
  }) => {
    const visitor = await visitors.open();
    const days = await openDays(visitor.page);
    // Not today: its times depend on the hour.
    const { date } = days.find((day, index) => index > 0 && day.count > 0) ?? { date: "" };
    expect(date).not.toBe("");

    await signInWithoutTheForm(page, baseURL ?? "");
    await open(page, "/admin/settings");
    await expect(page.getByRole("heading", { name: "Booking rules" })).toBeVisible();
    await expect(page.getByText("America/Monterrey").first()).toBeVisible();
    await page.getByLabel("First date").fill(date);
    await page.getByLabel("Note").fill("Team offsite");
    await page.getByRole("button", { name: "Block dates" }).click();
    await expect(
      toast(page, "Dates saved", `Blocked ${readableDate(date)}: no times are offered then.`),
    ).toBeVisible();
    const item = page.getByRole("listitem").filter({ hasText: "Team offsite" });
    await expect(item).toContainText(readableDate(date));
    await expect(item).toContainText("Blocked");
    await expectNoAxeViolations(page);

    await visitor.page.goto("/book-call");
    const day = visitor.page.locator(`button[data-date="${date}"]`);
    await expect(day).toBeDisabled();
    await expect(day).toHaveAttribute("aria-label", /no available times/);
    await visitor.page.goto(`/book-call?date=${date}`);
    await expect(visitor.page.locator("button[data-slot-id]")).toHaveCount(0);

    // The admin calendar marks it.
    await open(page, `/admin/time-slots?date=${date}`);
    await expect(page.getByRole("button", { name: /blocked/ })).toHaveCount(1);

    await open(page, "/admin/settings");
    await page.getByRole("button", { name: `Remove the override of ${readableDate(date)}` }).click();
    await expect(toast(page, "Dates saved", "Date override removed.")).toBeVisible();
    await visitor.page.goto("/book-call");
    await expect(visitor.page.locator(`button[data-date="${date}"]`)).toBeEnabled();
    expect(visitor.problems).toEqual([]);
  });

  test("owner sets a buffer → the neighbouring times disappear after a booking", async ({
    page,
    baseURL,
    visitors,
  }) => {
    const visitor = await visitors.open();
    await signInWithoutTheForm(page, baseURL ?? "");
    try {
      await open(page, "/admin/settings");
      await page.getByLabel(/Buffer before a call/).fill("30");
      await page.getByLabel(/Buffer after a call/).fill("30");
      await page.getByRole("button", { name: "Save rules" }).click();
      await expect(toast(page, "Booking rules saved", "The booking page follows them now.")).toBeVisible();
      // The title is not said twice.
      await expect(
        toast(page, "Booking rules saved", "The booking page follows them now."),
      ).not.toContainText("saved.");
      await expectNoAxeViolations(page);

      // A day with at least three times in a row, not today.
      const days = await openDays(visitor.page);
      const { date } = days.find((day, index) => index > 0 && day.count >= 3) ?? { date: "" };
      expect(date).not.toBe("");
      await visitor.page.goto(`/book-call?date=${date}`);
      const times = visitor.page.locator("button[data-slot-id]");
      const before = await times.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute("data-agency-time")),
      );
      const middle = before.findIndex((time, index) => {
        const hour = (value: string | null | undefined) => Number(value?.slice(0, 2));
        return (
          index > 0 &&
          hour(before[index - 1]) === hour(time) - 1 &&
          hour(before[index + 1]) === hour(time) + 1
        );
      });
      expect(middle).toBeGreaterThan(0);
      const previous = before[middle - 1];
      const next = before[middle + 1];
      const { time } = await chooseTime(visitor.page, middle);
      await confirmBooking(visitor.page, { name: "Buffer Visitor", email: uniqueEmail("buffer") });

      const other = await visitors.open();
      await other.page.goto(`/book-call?date=${date}`);
      const shown = other.page.locator("button[data-slot-id]");
      await expect(shown.first()).toBeVisible();
      const after = await shown.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute("data-agency-time")),
      );
      expect(after).not.toContain(time);
      expect(after).not.toContain(previous);
      expect(after).not.toContain(next);
      // Times further away are still offered.
      expect(after).toEqual(before.filter((shownTime) => ![previous, time, next].includes(shownTime)));
      expect(other.problems).toEqual([]);
    } finally {
      await restoreDefaultRules(page);
    }
  });

  test("a rule left empty takes its default, shown once saved; what is not a whole number says so", async ({
    page,
    baseURL,
  }) => {
    await signInWithoutTheForm(page, baseURL ?? "");
    const origin = new URL(baseURL ?? "").origin;
    const saved = await page.request.post("/admin/settings.data", {
      form: { ...defaultRulesForm, notice_minutes: "120", buffer_after_minutes: "15" },
      headers: { Origin: origin },
    });
    expect(saved.status()).toBe(200);
    try {
      await open(page, "/admin/settings");
      const notice = page.getByLabel(/Minimum notice/);
      const bufferAfter = page.getByLabel(/Buffer after a call/);
      await expect(notice).toHaveValue("120");
      await notice.fill("-");
      await page.getByRole("button", { name: "Save rules" }).click();
      await expect(page.getByText(/^Minimum notice must be a whole number of minutes from 0/)).toBeVisible();

      await notice.fill("");
      await bufferAfter.fill("");
      await page.getByRole("button", { name: "Save rules" }).click();
      await expect(toast(page, "Booking rules saved", "The booking page follows them now.")).toBeVisible();
      await expect(notice).toHaveValue("60");
      await expect(bufferAfter).toHaveValue("0");
      await page.reload();
      await expect(page.getByLabel(/Minimum notice/)).toHaveValue("60");
      await expect(page.getByLabel(/Buffer after a call/)).toHaveValue("0");
    } finally {
      await restoreDefaultRules(page);
    }
  });
});
