import { expect, test } from "./fixtures";

test("a missing page answers 404, says so, logs the path and leads home", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect.poll(() => warnings.some((warning) => warning.includes("/no/such/page"))).toBe(true);

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Put AI to work in your business");
});
