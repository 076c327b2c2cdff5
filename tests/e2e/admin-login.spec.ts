import { e2eAdmin } from "../../playwright.config";
import {
  expectNoAxeViolations,
  openAdminScreen,
  reload,
  signInWithoutTheForm,
  slowDown,
  toast,
} from "./admin-helpers";
import { expect, test } from "./fixtures";

test.describe("admin login", () => {
  test("shows the sign-in form, accessible, not indexed", async ({ page }) => {
    await openAdminScreen(page, "/admin/login");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Password")).toHaveAttribute("required", "");
    await expectNoAxeViolations(page);
  });

  test("asks for both fields, under each field", async ({ page }) => {
    await openAdminScreen(page, "/admin/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test.describe("with a wrong password", () => {
    // The browser reports the 401 answer as a failed resource; the page itself shows the toast.
    test.use({ allowConsoleErrors: [/status of 401/] });
    test("says 'Login failed' with the reason", async ({ page }) => {
      await openAdminScreen(page, "/admin/login");
      await page.getByLabel("Email").fill("nobody@e2e.test");
      await page.getByLabel("Password").fill("wrong-password");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(toast(page, "Login failed", "Invalid email or password")).toBeVisible();
      await expect(page).toHaveURL("/admin/login");
    });
  });

  test("signs in ('Signing in...' meanwhile), keeps the session on reload, and skips the form once signed in", async ({
    page,
  }) => {
    await openAdminScreen(page, "/admin/login");
    await slowDown(page, "**/admin/login.data*");
    await page.getByLabel("Email").fill("admin@e2e.test");
    await page.getByLabel("Password").fill("e2e-admin-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(page).toHaveURL("/admin");
    await reload(page);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await openAdminScreen(page, "/admin/login");
    await expect(page).toHaveURL("/admin");
  });

  test("sends a visitor who is not signed in from every admin screen to the sign-in page, and back once signed in", async ({
    page,
  }) => {
    await openAdminScreen(page, "/admin");
    await expect(page).toHaveURL("/admin/login");
    await openAdminScreen(page, "/admin/time-slots");
    await expect(page).toHaveURL("/admin/login?next=%2Fadmin%2Ftime-slots");
    await openAdminScreen(page, "/admin/bookings?status=confirmed");
    await expect(page).toHaveURL("/admin/login?next=%2Fadmin%2Fbookings%3Fstatus%3Dconfirmed");
    await page.getByLabel("Email").fill(e2eAdmin.email);
    await page.getByLabel("Password").fill(e2eAdmin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/admin/bookings?status=confirmed");
  });

  test("Logout ends the session on every admin screen and goes home", async ({ page, baseURL }) => {
    for (const path of ["/admin", "/admin/time-slots", "/admin/settings"]) {
      await signInWithoutTheForm(page, baseURL ?? "");
      await openAdminScreen(page, path);
      await page.getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL("/");
      await openAdminScreen(page, "/admin");
      await expect(page).toHaveURL("/admin/login");
    }
  });
});
