import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export const talkButton = (page: Page) => page.getByRole("button", { name: "Talk to DVAT-AI" });
export const voiceStatus = (page: Page) => page.locator("[data-slot=voice-status]");

/**
 * Opens the landing page and waits until React has hydrated the voice button (a press on the
 * prerendered HTML before that does nothing).
 */
export async function openLandingPage(page: Page, address = "/") {
  await page.goto(address);
  await expect
    .poll(() =>
      page
        .locator("[data-slot=voice-button] button")
        .first()
        .evaluate((button) => Object.keys(button).some((key) => key.startsWith("__reactProps"))),
    )
    .toBe(true);
}
