import { expect, test } from "./fixtures";

test("the home page renders with its title and a link to book a call", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("link", { name: "Book Strategy Call" }).first()).toHaveAttribute(
    "href",
    "/book-call",
  );
});

test.describe("an unknown path", () => {
  // The browser reports the 404 document itself as a failed resource; that is the point of this test.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });
});
