import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/** Nothing on the page is wider than the screen, so nothing is cut off or needs a sideways scroll. */
export async function expectFitsTheScreen(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
    wider: [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element) => getComputedStyle(element).position !== "fixed")
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
  }));
  expect(widths.page, `wider than the screen: ${widths.wider.join(" | ")}`).toBeLessThanOrEqual(
    widths.screen,
  );
}
