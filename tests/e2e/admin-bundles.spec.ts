import { expect, test } from "./fixtures";

test("the landing page loads none of the admin's code (calendar, switches, toasts)", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.url().endsWith(".js")) scripts.push(await response.text());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script).not.toContain("day_button");
    expect(script).not.toContain('role:"switch"');
    expect(script).not.toContain("data-sonner-toaster");
  }
  // The same markers do exist in the admin's code, so the check above can fail.
  await page.goto("/admin/login");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((script) => script.includes("data-sonner-toaster"))).toBe(true);
});
