import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServerProcess } from "../support/server-process";
import { temporaryFolder } from "../support/temp-folder";

// The built server as `npm start` runs it, on a fresh embedded database with its demo data.

describe("the booking page of a freshly started server", () => {
  it("offers bookable slots at once, and SIGTERM ends open slot streams without waiting for them", async () => {
    const dataDir = path.join(temporaryFolder("booking-server-"), "data");
    const server = await startServerProcess({ DATA_DIR: dataDir });
    try {
      const page = await (await fetch(`${server.url}/book-call`)).text();
      const open = [...page.matchAll(/<button[^>]*data-date="([\d-]+)"[^>]*>/g)].filter(
        (match) => !match[0].includes(`disabled=""`),
      );
      expect(open.length).toBeGreaterThan(0);
      const date = open[0]?.[1] ?? "";
      const withDate = await (await fetch(`${server.url}/book-call?date=${date}`)).text();
      expect(withDate).toContain("data-slot-id=");

      const stream = await fetch(`${server.url}/api/slots/events?date=${date}`);
      expect(stream.status).toBe(200);
      const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
      await reader.read(); // the stream is open
      const ended = (async () => {
        for (;;) if ((await reader.read().catch(() => ({ done: true }))).done) return true;
      })();
      const started = Date.now();
      expect(await server.stop("SIGTERM")).toBe(0);
      expect(await ended).toBe(true);
      // Well before the 10 s after which the server would cut remaining connections.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await server.stop("SIGKILL");
    }
  });
});
