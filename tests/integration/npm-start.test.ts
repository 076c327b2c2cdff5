import path from "node:path";
import { describe, expect, it } from "vitest";
import { runServerExpectingFailure, startServerProcess } from "../support/server-process";
import { temporaryFolder } from "../support/temp-folder";

// `npm start` exactly as a newcomer runs it (scripts/start.mjs, no settings): the test run's build is
// current and was made with the same (absent) site settings, so it serves at once, at any address. (A
// start that builds is scripts/build-state.test.ts's: building here would replace the run's build.)

describe("npm start", () => {
  it("serves the current build without building again, at localhost and 127.0.0.1 alike", async () => {
    const dataDir = path.join(temporaryFolder("npm-start-"), "data");
    const server = await startServerProcess({ DATA_DIR: dataDir }, { asNewcomer: true });
    try {
      const lines = server.output().trimEnd().split("\n");
      // One line per step, the first before any work; nothing that reads like a failure.
      expect(lines[0]).toBe("Starting…");
      expect(lines[1]).toMatch(/info Creating the embedded database in .+ \(first start, a few seconds\)…$/);
      expect(server.output()).not.toMatch(/build/i);
      expect(lines.filter((line) => /warn|error|fail/i.test(line))).toEqual([]);
      const port = new URL(server.url).port;
      for (const host of ["localhost", "127.0.0.1"]) {
        for (const page of ["/", "/book-call", "/admin/login"]) {
          const response = await fetch(`http://${host}:${port}${page}`);
          expect(response.status, `${host} ${page}`).toBe(200);
        }
      }
      // A page rendered on request: React's production build, not a mix that fails every request.
      expect(await (await fetch(`${server.url}/book-call`)).text()).toContain("Select Date");
      expect(server.output()).toMatch(/\/admin\/setup\?token=/);
      // The link names localhost (no PUBLIC_URL): how to open it from elsewhere follows it.
      expect(server.output()).toContain(
        "(From another machine, use this machine's address instead of localhost.)",
      );
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it("stops before building when a setting is wrong, with one line naming it", async () => {
    const { code, output } = await runServerExpectingFailure(
      { PUBLIC_URL: "agency.example" },
      { asNewcomer: true },
    );
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'Invalid configuration: PUBLIC_URL must be an http(s) URL such as https://example.com (got "agency.example")',
    );
  });
});
