import type { Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { addDays, dateInZone, dayOfWeek } from "../../domain/agency-time";
import { e2eAdmin } from "../../playwright.config";
import { waitForHydration } from "../support/hydration";
import { axeFindings } from "./axe";

/** The e2e server runs with the default agency zone. */
export const agencyZone = "America/Monterrey";

export function agencyToday(): string {
  return dateInZone(new Date(), agencyZone);
}

/** The first date after the agency's today that falls on `weekday` (0 = Sunday … 6 = Saturday). */
export function nextWeekday(weekday: number): string {
  let date = addDays(agencyToday(), 1);
  while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
  return date;
}

export { waitForHydration };

/** Opens a page and waits for it to be interactive. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** Opens an admin screen, checking it is kept out of search engines and shared caches. */
export async function openAdminScreen(page: Page, path: string) {
  const response = await open(page, path);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
}

/** Reloads the page and waits for it to be interactive again. */
export async function reload(page: Page) {
  await page.reload();
  await waitForHydration(page);
}

/**
 * Signs the page's browser in as the form does (the same request, its cookie kept by the browser),
 * without loading the form: for tests about what comes after. The form itself is admin-login.spec.ts's.
 */
export async function signInWithoutTheForm(page: Page, baseURL: string) {
  const answer = await page.request.post("/api/auth/sign-in/email", {
    data: e2eAdmin,
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Signs in through the real form, as an admin would. */
export async function signInAsAdmin(page: Page) {
  await open(page, "/admin/login");
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/admin");
  await waitForHydration(page);
}

export async function expectNoAxeViolations(page: Page) {
  expect((await axeFindings(page)).violations).toEqual([]);
}

/** Holds this page's `method` requests to `pattern` for a moment, so a pending state can be seen. */
export async function slowDown(page: Page, pattern: string, method: "GET" | "POST" = "POST", ms = 800) {
  await page.route(pattern, async (route) => {
    if (route.request().method() === method) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * The newest toast with this title and description (sonner lists the newest first). A place's next
 * answer replaces its toast (app/lib/answer-toast.ts), and for a moment the one leaving, with the same
 * words, is still there.
 */
export function toast(page: Page, title: string, description: string | RegExp) {
  return page
    .locator("[data-sonner-toast]")
    .filter({ hasText: title })
    .filter({ hasText: description })
    .first();
}

/**
 * Cancels the booking on a time-slots row as the agency (with the reason the customer's e-mail carries,
 * when given); the row then offers the time again.
 */
export async function cancelBookingAsAgency(page: Page, row: Locator, reason?: string) {
  await row.getByRole("button", { name: "Cancel Booking" }).click();
  const dialog = page.getByRole("alertdialog");
  if (reason !== undefined)
    await dialog.getByLabel("Reason (optional, included in the customer's e-mail)").fill(reason);
  await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(
    toast(page, "Booking cancelled", "The booking has been cancelled and the slot is now available."),
  ).toBeVisible();
  await expect(row.locator('[data-slot="badge"]')).toHaveText("available");
}
