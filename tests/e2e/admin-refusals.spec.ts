import { request as apiRequest } from "@playwright/test";
import { UNREACHABLE_MESSAGE } from "../../app/lib/refusals";
import { e2eAdmin } from "../../playwright.config";
import { open, signInAsAdmin, signInWithoutTheForm, toast, waitForHydration } from "./admin-helpers";
import { clientAddress } from "./booking-fixtures";
import { expect, test } from "./fixtures";

// Every refusal the owner can meet says why, beside the form that failed, and goes away once the same
// action succeeds. (tests/integration/refusals-in-the-browser.test.ts covers an untrusted address and a
// failure on our side with its reference.)

test.describe("the sign-in form says why it refused", () => {
  // The browser reports each refused answer (401, 429) as a failed resource; the page says why.
  test.use({ allowConsoleErrors: [/status of 40[13]|status of 429/] });

  test("wrong credentials: under the form and in the toast, gone once signed in", async ({ page }) => {
    await open(page, "/admin/login");
    await page.getByLabel("Email").fill(e2eAdmin.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    await expect(toast(page, "Login failed", "Invalid email or password")).toBeVisible();

    await page.getByLabel("Password").fill(e2eAdmin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/admin");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Login failed" })).toHaveCount(0);
  });

  test("too many attempts: says how long to wait", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const address = clientAddress();
    const attacker = await apiRequest.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": address, Origin: baseURL ?? "" },
    });
    let status = 0;
    for (let attempt = 0; attempt < 60 && status !== 429; attempt++) {
      const answer = await attacker.post("/api/auth/sign-in/email", {
        data: { email: "someone@e2e.test", password: `guess-${attempt}` },
      });
      status = answer.status();
    }
    await attacker.dispose();
    expect(status).toBe(429);

    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": address });
    await open(page, "/admin/login");
    await page.getByLabel("Email").fill("someone@e2e.test");
    await page.getByLabel("Password").fill("one-more-guess");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: /^Too many sign-in attempts\. Try again in \d+ minutes?\.$/ }),
    ).toBeVisible();
  });
});

test.describe("the sign-in form without a network", () => {
  test.use({ allowConsoleErrors: [/Failed to load resource|ERR_FAILED|Failed to fetch/] });

  test("no network: says the server could not be reached", async ({ page }) => {
    await open(page, "/admin/login");
    await page.route("**/admin/login.data*", (route) =>
      route.request().method() === "POST" ? route.abort() : route.continue(),
    );
    await page.getByLabel("Email").fill(e2eAdmin.email);
    await page.getByLabel("Password").fill(e2eAdmin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: UNREACHABLE_MESSAGE })).toBeVisible();
    await expect(toast(page, "Error", UNREACHABLE_MESSAGE)).toBeVisible();
  });
});

test.describe("an ended session", () => {
  test.use({ allowConsoleErrors: [/status of 401/] });

  async function endSessionElsewhere(baseURL: string, cookie: string) {
    // The session is ended on the server (signed out from another device, expired); this browser still
    // holds its cookie.
    const elsewhere = await apiRequest.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: cookie, Origin: baseURL },
    });
    expect((await elsewhere.post("/api/auth/sign-out", { data: {} })).status()).toBe(200);
    await elsewhere.dispose();
  }

  test("sends the admin to sign in, with a note saying why, from a screen or a new page", async ({
    page,
    baseURL,
  }) => {
    await signInAsAdmin(page);
    const cookies = await page.context().cookies();
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
    await endSessionElsewhere(baseURL ?? "", cookie);

    // Within the app: the next screen's data request is refused.
    await page.getByRole("link", { name: "Time Slots" }).click();
    await expect(page).toHaveURL("/admin/login?session=ended&next=%2Fadmin%2Ftime-slots");
    await expect(
      page.getByRole("status").filter({ hasText: "Your session has ended. Sign in again to continue." }),
    ).toBeVisible();

    // A page opened afresh with the old cookie.
    await page.context().addCookies(cookies);
    await open(page, "/admin/settings");
    await expect(page).toHaveURL("/admin/login?session=ended&next=%2Fadmin%2Fsettings");
    await expect(page.getByText("Your session has ended. Sign in again to continue.")).toBeVisible();
  });
});

test.describe("weekly availability", () => {
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("a refused change and the fix after it: the success replaces the error, never beside it", async ({
    page,
    baseURL,
  }) => {
    await signInWithoutTheForm(page, baseURL ?? "");
    await open(page, "/admin/settings");
    const monday = page.getByTestId("day-Monday");
    await monday.getByLabel("From:").selectOption("18:00:00");
    await expect(
      toast(page, "Error updating availability", "End time must be after start time"),
    ).toBeVisible();
    await expect(monday.getByText("End time must be after start time")).toBeVisible();

    // This toast went missing about once in 60 runs while answers were watched with
    // useEffect(…, [fetcher.data]) (app/lib/fetcher-answer.ts says why).
    await monday.getByLabel("From:").selectOption("09:00:00");
    await expect(
      toast(page, "Availability updated", "Your weekly availability has been saved."),
    ).toBeVisible();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Error updating availability" }),
    ).toHaveCount(0);
    await expect(monday.getByText("End time must be after start time")).toHaveCount(0);
    await waitForHydration(page);
  });
});
