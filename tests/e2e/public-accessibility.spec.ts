import { axeFindings } from "./axe";
import { expect, test } from "./fixtures";

const pages = [
  "/",
  "/projects/inbox-cleaner",
  "/projects/response-generator",
  "/projects/company-analyzer",
  "/no-such-page",
];

for (const path of pages) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path, { waitUntil: "networkidle" });
    expect((await axeFindings(page)).violations).toEqual([]);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("axe finds no violations with the menu open or the chat panel open", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Menu" }).click();
    expect((await axeFindings(page)).violations).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Chat assistant" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect((await axeFindings(page)).violations).toEqual([]);
  });
});
