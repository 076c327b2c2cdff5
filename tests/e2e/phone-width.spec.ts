import { open } from "./admin-helpers";
import { chooseFirstOpenDay, chooseTime, expect, test } from "./booking-fixtures";
import { expectFitsTheScreen } from "./fits-the-screen";

// Every public page on the narrowest phone we design for: nothing wider than the screen, so nothing is
// cut off or needs a sideways scroll. The admin's screens: admin-on-a-phone.spec.ts.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

for (const path of ["/", "/projects/inbox-cleaner", "/admin/login", "/no-such-page"]) {
  test(`${path} fits a 375 px phone`, async ({ page }) => {
    await page.goto(path);
    await expectFitsTheScreen(page);
  });
}

test("the booking page fits a 375 px phone through to the form", async ({ page }) => {
  await open(page, "/book-call");
  await expectFitsTheScreen(page);
  await chooseFirstOpenDay(page);
  await chooseTime(page, 0);
  await expect(page.getByLabel("Name")).toBeVisible();
  await expectFitsTheScreen(page);
});

for (const motion of ["no-preference", "reduce"] as const) {
  test(`choosing a date brings its times into view (motion: ${motion})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: motion });
    await open(page, "/book-call");
    // Below the days on a phone: the times would start under the screen's lower edge.
    const top = await page
      .locator('section[aria-labelledby="step-2-title"]')
      .evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
    expect(top + 160).toBeGreaterThan(page.viewportSize()?.height ?? 0);
    await chooseFirstOpenDay(page);
    await expect(page.locator("button[data-slot-id]").first()).toBeInViewport();
    await expect(page.locator("button[data-slot-id]").last()).toBeInViewport();
  });
}
