import { describe, expect, it } from "vitest";
import { expectConsoleError } from "./console-guard";

describe("the console guard", () => {
  it.fails("fails a test that logs an error nobody expected", () => {
    console.error("Something broke quietly");
  });

  it("lets a test log the error it expects", () => {
    expectConsoleError(/^Expected: the provider refused$/);
    console.error("Expected: the provider refused");
    expect(true).toBe(true);
  });

  it.fails("still fails on another error beside the expected one", () => {
    expectConsoleError(/^Expected/);
    console.error("Expected one");
    console.error("And one more");
  });
});
