import { test as base, expect } from "@playwright/test";

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
        if (message.type() !== "error") return;
        const where = message.location().url;
        const text = where ? `${message.text()} (${where})` : message.text();
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
