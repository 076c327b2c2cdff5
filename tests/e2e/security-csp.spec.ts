import type { Page } from "@playwright/test";
import { projectPath, projects } from "../../domain/content/projects";
import { signInAsAdmin } from "./admin-helpers";
import { expect, test } from "./fixtures";

// A real browser loads every kind of page under the served Content-Security-Policy: each inline script
// it needs runs (its nonce or hash matches, so the page hydrates) and nothing is reported as a violation.
// The fixtures' console guard also fails a test on any CSP error Chromium logs.

declare global {
  interface Window {
    __violations: string[];
  }
}

async function watchViolations(page: Page) {
  // Injected by the browser's debugging protocol, so the policy does not apply to this script itself.
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

/** React has hydrated the document: the inline scripts that start it were allowed to run. */
async function expectHydratedWithoutViolations(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()["content-security-policy"], path).toBeTruthy();
  await page.waitForFunction(
    () => Object.keys(document).some((key) => key.startsWith("__reactContainer")),
    null,
    {
      timeout: 10_000,
    },
  );
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => window.__violations), path).toEqual([]);
}

const publicPages = ["/", ...projects.map(projectPath), "/book-call", "/admin/login", "/no-such-page"];

test("public pages, prerendered and server-rendered, hydrate with no policy violation", async ({ page }) => {
  await watchViolations(page);
  for (const path of publicPages) await expectHydratedWithoutViolations(page, path);
  // A date chosen on the booking page: its times come from a data request made under the policy.
  await page.goto("/book-call");
  const day = page.locator("button[data-date]:not([disabled])").first();
  await day.click();
  await expect(page.locator("button[data-slot-id]").first()).toBeVisible();
  expect(await page.evaluate(() => window.__violations)).toEqual([]);
});

test("the admin screens hydrate with no policy violation", async ({ page }) => {
  await watchViolations(page);
  await signInAsAdmin(page);
  for (const path of ["/admin", "/admin/time-slots", "/admin/settings"])
    await expectHydratedWithoutViolations(page, path);
});

test.describe("a script the page did not bring", () => {
  test.use({ allowConsoleErrors: [/Content Security Policy/] });

  test("is blocked and reported, on a prerendered and on a server-rendered page", async ({ page }) => {
    await watchViolations(page);
    for (const path of ["/", "/book-call"]) {
      await expectHydratedWithoutViolations(page, path);
      await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.body.append(script);
      });
      await expect
        .poll(() => page.evaluate(() => window.__violations.length), { message: path })
        .toBeGreaterThan(0);
      expect(
        await page.evaluate(() => (window as { __injected?: boolean }).__injected),
        path,
      ).toBeUndefined();
    }
  });
});
