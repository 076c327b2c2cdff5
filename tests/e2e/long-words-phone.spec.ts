import type { Page } from "@playwright/test";
import { readableDate } from "../../domain/admin-dates";
import { addDays } from "../../domain/agency-time";
import { open, signInWithoutTheForm, toast } from "./admin-helpers";
import {
  agencyToday,
  chooseFirstOpenTime,
  confirmBooking,
  expect,
  test,
  uniqueEmail,
} from "./booking-fixtures";

// What a person types can be one word wider than a phone: a name without spaces, a long address, a
// link pasted into notes. It wraps inside its card; the page never scrolls sideways. And a toast can be
// closed with a finger.

const phone = { width: 390, height: 844 };
const longName = "Maximiliano".repeat(9);
const longLink = `https://docs.example.com/document/d/${"a1B2c3D4".repeat(24)}/edit?usp=sharing`;

async function expectNoSidewaysScroll(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where} is ${width} px wide on a ${phone.width} px phone`).toBeLessThanOrEqual(phone.width);
}

test.use({ viewport: phone, isMobile: true, hasTouch: true });

test("a long name, address and link wrap inside their cards on a phone, for the visitor and the owner", async ({
  page,
  baseURL,
}) => {
  const { date } = await chooseFirstOpenTime(page);
  const email = uniqueEmail(`a.very.long.address.for.a.phone.${"x".repeat(30)}`);
  await confirmBooking(page, { name: longName, email, notes: `See ${longLink} thanks` });
  await expect(page.getByText(longLink, { exact: false })).toBeVisible();
  await expectNoSidewaysScroll(page, "the booking's own page");

  await signInWithoutTheForm(page, baseURL ?? "");
  for (const path of [`/admin/time-slots?date=${date}`, "/admin/bookings", "/admin"]) {
    await open(page, path);
    await expect(page.getByText(longName).first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
  // The booking's own admin page, and its Cancel dialog, which must open on the screen.
  await open(page, "/admin/bookings");
  await page.getByRole("link", { name: longName }).first().click();
  await expect(page.getByRole("heading", { name: longName })).toBeVisible();
  await expectNoSidewaysScroll(page, "the booking's admin page");
  await page.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeInViewport({ ratio: 1 });
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expectNoSidewaysScroll(page, "the booking's admin page after its dialog");

  const far = addDays(agencyToday(), 25);
  const note = longLink.slice(0, 200);
  await open(page, "/admin/settings");
  await page.getByLabel("First date").fill(far);
  await page.getByLabel("Note").fill(note);
  await page.getByRole("button", { name: "Block dates" }).click();
  const saved = toast(page, "Dates saved", `Blocked ${readableDate(far)}: no times are offered then.`);
  await expect(saved).toBeVisible();
  // Its close button is a finger's target (Sonner's is 20 px), inside the toast at its top right.
  const close = saved.locator("[data-close-button]");
  const [toastBox, closeBox, closeSize] = await Promise.all([
    saved.boundingBox(),
    close.boundingBox(),
    // Its laid-out size: the box on screen is scaled by a fraction of a pixel while the toast slides in.
    close.evaluate((button: HTMLElement) => ({ width: button.offsetWidth, height: button.offsetHeight })),
  ]);
  expect(closeSize.width).toBeGreaterThanOrEqual(32);
  expect(closeSize.height).toBeGreaterThanOrEqual(32);
  expect((closeBox?.x ?? 0) + (closeBox?.width ?? 0)).toBeLessThanOrEqual(
    (toastBox?.x ?? 0) + (toastBox?.width ?? 0),
  );
  expect(closeBox?.x ?? 0).toBeGreaterThan((toastBox?.x ?? 0) + (toastBox?.width ?? 0) / 2);
  const override = page.getByRole("listitem").filter({ hasText: note });
  await expect(override).toBeVisible();
  await expectNoSidewaysScroll(page, "/admin/settings");
  // The suite shares one server: the date is offered again.
  await override.getByRole("button", { name: /^Remove the override of/ }).click();
  await expect(override).toHaveCount(0);
});
