import { expect, type Page } from "@playwright/test";

// Nothing wider than the phone's screen: nothing cut off, nothing to scroll sideways to. Measured
// against the viewport's own width: a mobile browser widens its layout (and innerWidth) to fit what
// overflows, so comparing with innerWidth would pass a page that overflows.

export async function expectFitsTheScreen(page: Page) {
  const screen = page.viewportSize()?.width ?? 0;
  const found = await page.evaluate((width) => {
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${String(element.className).slice(0, 60)}"> "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const all = [...document.querySelectorAll("body *")];
    return {
      page: Math.max(document.documentElement.scrollWidth, window.innerWidth),
      wider: all
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.right > width + 0.5;
        })
        .slice(0, 5)
        .map(describe),
      // A word broken at any letter, even one that would fit on a line of its own.
      brokenAnywhere: all
        .filter((element) => getComputedStyle(element).wordBreak === "break-all")
        .slice(0, 5)
        .map(describe),
    };
  }, screen);
  expect(found.wider, "elements wider than the screen").toEqual([]);
  expect(found.page, "the page is wider than the screen").toBeLessThanOrEqual(screen);
  expect(found.brokenAnywhere, "text that breaks words at any letter").toEqual([]);
}
