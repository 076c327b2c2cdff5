import { test as base, expect } from "@playwright/test";
import { waitForReact } from "../support/hydration";
import { openAdminScreen, signInWithoutTheForm } from "./admin-helpers";

/**
 * Every page in every test: an uncaught exception, a console error or a blocked resource fails the
 * test, unless the test says it expects one (`allowConsoleErrors`). With `signedInAsAdmin` the browser
 * starts each test signed in (by the form's request, not the form: each page load costs half a second
 * of CPU); with `adminScreen` the page is also on that screen, opened as `openAdminScreen` opens it.
 */
export const test = base.extend<{
  allowConsoleErrors: RegExp[];
  consoleGuard: undefined;
  signedInAsAdmin: boolean;
  adminScreen: string | undefined;
  adminSession: undefined;
}>({
  // Each API request on a connection of its own. The server closes a keep-alive connection idle for
  // 5 s (docs/decisions/030-connection-caps.md); a browser sends a request again when the connection it
  // reused was closed at that moment, Playwright's request context answers ECONNRESET (seen on a slow
  // machine, two requests a few seconds apart).
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { connection: "close" },
    });
    await use(request);
    await request.dispose();
  },
  // A navigation resolves once React has taken over the page, not at its load event: the prerendered
  // pages load their scripts after their first paint (docs/decisions/044-hydrate-after-first-paint.md),
  // so the load event can come before a button answers. `waitUntil: "commit"` still returns at once.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== "commit") await waitForReact(page);
      return response;
    };
    await use(page);
  },
  allowConsoleErrors: [[], { option: true }],
  signedInAsAdmin: [false, { option: true }],
  adminScreen: [undefined, { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const problems: string[] = [];
      // Chromium reports a page that answers with an error status (a 404 page) as a failed resource;
      // that status is what the test asserts, so only failures of other resources count.
      const documentsWithErrorStatus = new Set<string>();
      page.on("response", (response) => {
        if (response.request().isNavigationRequest() && response.status() >= 400)
          documentsWithErrorStatus.add(response.url());
      });
      // With its stack: where in the page it came from is what a failure on CI needs to be understood.
      page.on("pageerror", (error) =>
        problems.push(`page error: ${error.stack?.includes(error.message) ? error.stack : error.message}`),
      );
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const where = message.location().url;
        const text = where ? `${message.text()} (${where})` : message.text();
        if (text.startsWith("Failed to load resource") && documentsWithErrorStatus.has(where)) return;
        if (!allowConsoleErrors.some((pattern) => pattern.test(text)))
          problems.push(`console error: ${text}`);
      });
      await use(undefined);
      expect(problems, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
  // After the console guard, so a failure while signing in fails the test too.
  adminSession: [
    async ({ page, baseURL, signedInAsAdmin, adminScreen, consoleGuard: _guarded }, use) => {
      if (signedInAsAdmin || adminScreen) await signInWithoutTheForm(page, baseURL ?? "");
      if (adminScreen) await openAdminScreen(page, adminScreen);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
