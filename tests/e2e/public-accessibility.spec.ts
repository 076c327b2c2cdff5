import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

const pages = [
  "/",
  "/projects/inbox-cleaner",
  "/projects/response-generator",
  "/projects/company-analyzer",
  "/no-such-page",
];

async function violations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

for (const path of pages) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path, { waitUntil: "networkidle" });
    expect(await violations(page)).toEqual([]);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("axe finds no violations with the menu open or the chat panel open", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Menu" }).click();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Chat assistant" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
