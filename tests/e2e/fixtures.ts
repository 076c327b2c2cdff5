import { test as base, type ConsoleMessage, expect, type Page } from "@playwright/test";

/**
 * Chromium logs a 404 for its own favicon request, and for a page that is itself a 404 (whose status the
 * test checks); neither is the page's error.
 */
function browsersOwn404(message: ConsoleMessage, page: Page) {
  if (!message.text().startsWith("Failed to load resource: the server responded with a status of 404")) {
    return false;
  }
  const url = message.location().url;
  return url === page.url() || new URL(url, page.url()).pathname === "/favicon.ico";
}

/**
 * Every page in every test: an uncaught exception, a console error or a blocked resource fails the
 * test, unless the test says it expects one (`allowConsoleErrors`).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleGuard: undefined }>({
  allowConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error" || browsersOwn404(message, page)) return;
        const text = message.text();
        if (!allowConsoleErrors.some((pattern) => pattern.test(text)))
          problems.push(`console error: ${text}`);
      });
      await use(undefined);
      expect(problems, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
