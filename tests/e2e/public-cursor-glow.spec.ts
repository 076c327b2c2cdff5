import { expect, test } from "./fixtures";
import { scriptsFetched } from "./scripts-fetched";

/** The chunk that moves the light (app/components/landing/follow-pointer.ts). */
const glowCode = /^follow-pointer-[\w-]+\.js$/;

// Counts requestAnimationFrame calls, to show the glow does no work while the pointer rests.
const countFrames = () => {
  const original = window.requestAnimationFrame.bind(window);
  (window as unknown as { frames: number }).frames = 0;
  window.requestAnimationFrame = (callback) => {
    (window as unknown as { frames: number }).frames++;
    return original(callback);
  };
};
const frames = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { frames: number }).frames);

test.describe("cursor glow", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("follows the mouse and does no per-frame work while the mouse rests", async ({ page }) => {
    await page.addInitScript(countFrames);
    await page.goto("/", { waitUntil: "networkidle" });
    const glow = page.getByTestId("cursor-glow");
    await expect(glow).toHaveCSS("opacity", "0");

    const idleStart = await frames(page);
    await page.waitForTimeout(1000);
    expect(await frames(page), "no frames requested while idle").toBe(idleStart);

    await page.mouse.move(300, 200);
    await page.mouse.move(600, 400, { steps: 5 });
    await expect(glow).toHaveCSS("opacity", "1");
    await expect(glow).toHaveCSS("transform", "matrix(1, 0, 0, 1, 600, 400)");
    expect(await frames(page)).toBeGreaterThan(idleStart);
    expect(await scriptsFetched(page)).toContainEqual(expect.stringMatching(glowCode));

    const restStart = await frames(page);
    await page.waitForTimeout(1000);
    expect(await frames(page), "no frames requested after the mouse stops").toBe(restStart);
  });

  test("stays off when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.mouse.move(300, 200);
    await page.mouse.move(600, 400, { steps: 5 });
    await page.waitForTimeout(300);
    await expect(page.getByTestId("cursor-glow")).toHaveCSS("opacity", "0");
  });
});

test.describe("cursor glow on a touch screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("stays off for a coarse pointer, and its code is never fetched", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
    await page.mouse.move(100, 200);
    await page.mouse.move(200, 400, { steps: 5 });
    await page.waitForTimeout(300);
    await expect(page.getByTestId("cursor-glow")).toHaveCSS("opacity", "0");
    // The page's idle-time code (the chat panel's) has come by now: the glow's would have come with it.
    await expect.poll(() => scriptsFetched(page)).toContainEqual(expect.stringMatching(/^chat-panel/));
    expect(await scriptsFetched(page)).not.toContainEqual(expect.stringMatching(glowCode));
  });
});
