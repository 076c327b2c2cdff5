import { format } from "node:util";
import { afterEach, beforeEach, vi } from "vitest";

// The one console guard of the Vitest run: a console.error nobody expected fails the test that caused
// it (the browser's guard is tests/e2e/fixtures.ts). A test expecting one says so with expectConsoleError.

let unexpected: string[] = [];
let expected: RegExp[] = [];

/** This test will log an error matching `pattern` on purpose. */
export function expectConsoleError(pattern: RegExp) {
  expected.push(pattern);
}

beforeEach(() => {
  unexpected = [];
  expected = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    const text = format(...args);
    if (!expected.some((pattern) => pattern.test(text))) unexpected.push(text);
  });
});

afterEach(() => {
  const found = unexpected;
  unexpected = [];
  if (found.length > 0) throw new Error(`Unexpected console.error:\n${found.join("\n")}`);
});
