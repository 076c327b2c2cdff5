import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Opens the home page's menu with its toggle. */
async function openMenu(page: Page) {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  return { toggle, menu: page.getByRole("navigation", { name: "Menu" }) };
}

test.describe("navigation on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("folds into a menu that opens and closes with its toggle", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "site-menu");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Services" })).toHaveAttribute("href", "#services");
    await expect(menu.getByRole("link", { name: "About" })).toHaveAttribute("href", "#about");
    await expect(menu.getByRole("link", { name: "Projects" })).toHaveAttribute("href", "#projects");
    await expect(menu.getByRole("link", { name: "Book Call" })).toHaveAttribute("href", "/book-call");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("closes on Escape and gives focus back to the toggle", async ({ page }) => {
    const { toggle, menu } = await openMenu(page);
    await menu.getByRole("link", { name: "About" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("closes when a link is followed", async ({ page }) => {
    const { toggle, menu } = await openMenu(page);
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/#about$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { level: 2, name: /small team/ })).toBeInViewport();
  });
});
