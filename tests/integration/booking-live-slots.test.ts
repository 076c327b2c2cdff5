import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { timeSlots } from "../../server/db/schema";
import { createHttpApp } from "../../server/http/create-app";
import { type Services, startServices, stopServices } from "../../server/services";
import { bookableDates, createSlot } from "../support/slot-factory";
import { testConfig } from "../support/test-config";
import { createTestDatabaseSource, databaseKinds } from "../support/test-database";

/** Reads an event stream chunk by chunk; `until` waits for a text to arrive. */
function streamReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let ended = false;
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) {
        ended = true;
        return;
      }
      text += decoder.decode(value, { stream: true });
    }
  })();
  return {
    get text() {
      return text;
    },
    get ended() {
      return ended;
    },
    pump,
    cancel: () => reader.cancel().catch(() => {}),
  };
}

// Dates in the booking window: the only ones a stream accepts.
const [watchedDate = "", otherDate = ""] = bookableDates();

describe.each(databaseKinds)("live slot changes over Server-Sent Events on %s", (kind) => {
  let dropDatabase: () => Promise<void>;
  let services: Services;
  let server: Server;
  let baseUrl: string;
  let dataDir: string;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "live-slots-"));
    const { source, drop } = await createTestDatabaseSource(kind);
    dropDatabase = drop;
    services = await startServices(testConfig({ DATA_DIR: dataDir }), source);
    const app = createHttpApp({ services, ssr: (_request, response) => void response.status(404).end() });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await stopServices(services).catch(() => {});
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("tells the viewers of a date, and only them, that its slots changed, without buffering", async () => {
    const slot = await createSlot(services.database.db, { slotDate: watchedDate, slotTime: "10:00:00" });
    // What the process hears besides the test's change, from before the streams open: on a busy machine
    // the notice of a change made before (the services' own slot generation, this slot) can arrive
    // while they open, and a listener that reconnects tells every date.
    const heard: (string | null)[] = [];
    const stopHearing = services.slotEvents.onChange((date) => heard.push(date));
    const open = (date: string) =>
      fetch(`${baseUrl}/api/slots/events?date=${date}`, { headers: { "Accept-Encoding": "gzip, br" } });
    const [watching, other] = await Promise.all([open(watchedDate), open(otherDate)]);
    expect(watching.status).toBe(200);
    expect(watching.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(watching.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(watching.headers.get("content-encoding")).toBeNull();
    const stream = streamReader(watching.body as ReadableStream<Uint8Array>);
    const otherStream = streamReader(other.body as ReadableStream<Uint8Array>);
    await expect.poll(() => services.slotEvents.watcherCount).toBe(2);

    await services.database.db.update(timeSlots).set({ status: "booked" }).where(eq(timeSlots.id, slot.id));
    await expect
      .poll(() => stream.text, { timeout: 5_000 })
      .toContain(`event: slots-changed\ndata: ${watchedDate}\n\n`);
    expect(stream.text).not.toMatch(/ada|@|customer/i);
    stopHearing();
    // The other date's viewers hear nothing of the watched date's change: only of their own date's.
    if (!heard.some((date) => date === null || date === otherDate))
      expect(otherStream.text).not.toContain("slots-changed");
    expect(otherStream.text).not.toContain(`data: ${watchedDate}`);

    // Shutting down ends every stream, so the process can stop at once.
    await stopServices(services);
    await expect.poll(() => stream.ended && otherStream.ended, { timeout: 5_000 }).toBe(true);
  });

  it("stops sending to a browser that went away", async () => {
    const response = await fetch(`${baseUrl}/api/slots/events?date=${watchedDate}`);
    const stream = streamReader(response.body as ReadableStream<Uint8Array>);
    await expect.poll(() => services.slotEvents.watcherCount).toBe(1);
    await stream.cancel();
    await expect.poll(() => services.slotEvents.watcherCount, { timeout: 5_000 }).toBe(0);
  });

  it("refuses a request without a proper date", async () => {
    for (const query of ["", "?date=2030-02-30", "?date=tomorrow"]) {
      const response = await fetch(`${baseUrl}/api/slots/events${query}`);
      expect(response.status).toBe(400);
    }
  });
});
