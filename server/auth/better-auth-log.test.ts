import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLogLevel } from "../logger";
import { logForBetterAuth } from "./database-outage";

describe("Better Auth's log lines", () => {
  let written: string[];
  beforeEach(() => {
    written = [];
    const capture = (chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, "write").mockImplementation(capture);
    vi.spyOn(process.stderr, "write").mockImplementation(capture);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setLogLevel("warn");
  });

  it("keeps a refused sign-in (wrong password, unknown e-mail) out of the warnings", () => {
    setLogLevel("warn");
    logForBetterAuth("warn", "Invalid password");
    logForBetterAuth("warn", "User not found");
    expect(written).toEqual([]);
    setLogLevel("info");
    logForBetterAuth("warn", "Invalid password");
    expect(written.join("")).toMatch(/ info \[Better Auth\] Invalid password\n$/);
  });

  it("still warns of anything else it reports", () => {
    setLogLevel("warn");
    logForBetterAuth("warn", "Rate limit exceeded", "for /sign-in");
    expect(written.join("")).toMatch(/ warn \[Better Auth\] Rate limit exceeded for \/sign-in\n$/);
  });

  it("leaves a failed query it logs and then throws to the request's own error line", () => {
    setLogLevel("warn");
    logForBetterAuth("error", "Failed to query fallback join for model user:", { where: [], limit: 1 });
    expect(written).toEqual([]);
    setLogLevel("info");
    logForBetterAuth("error", "Failed to query fallback join for model user:", { limit: 1 });
    expect(written.join("")).toMatch(
      / info \[Better Auth\] Failed to query fallback join for model user: \{ limit: 1 \}\n$/,
    );
  });

  it("still logs any other error it reports as an error", () => {
    setLogLevel("warn");
    logForBetterAuth("error", "Something else broke", new Error("the cause"));
    expect(written.join("")).toMatch(/ error \[Better Auth\] Something else broke/);
  });
});
