import { prerenderedPaths } from "../../react-router.config";
import { expect, test } from "./fixtures";

// The prerendered pages paint their content before they ask for a script, then come to life
// (scripts/hydrate-after-first-paint.ts, docs/decisions/044-hydrate-after-first-paint.md).

test.use({ viewport: { width: 390, height: 844 } });

for (const path of prerenderedPaths)
  test(`${path} asks for its scripts only once its content is painted, then hydrates`, async ({ page }) => {
    // Resolves once React has taken over the document (tests/e2e/fixtures.ts).
    await page.goto(path);
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timings.firstPaint).toBeGreaterThan(0);
    expect(timings.scripts.length).toBeGreaterThan(0);
    const before = timings.scripts.filter((script) => script.start < (timings.firstPaint ?? 0));
    expect(before, `scripts asked for before the first paint at ${timings.firstPaint} ms`).toEqual([]);
  });

test("a tap on the phone menu before the page's scripts have run opens it once React has the page", async ({
  page,
}) => {
  // The client entry held back a second: React takes the page well after the tap.
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await page.waitForFunction(() => "earlyClick" in window);
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.click();
  expect(
    await page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber"))),
  ).toBe(false);
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#site-menu")).toBeVisible();
  // Pressed once, not again at the next render.
  await page.waitForTimeout(300);
  await expect(menu).toHaveAttribute("aria-expanded", "true");
});
