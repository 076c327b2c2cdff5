import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookOverHttp } from "../support/booking-http";
import { createBookableSlots } from "../support/slot-factory";
import { startTestApp, type TestApp } from "../support/test-app";

// What is read comes compressed; the answer to a form never does: it is small, and a booking's answer
// carries its manage link beside what the visitor typed (the setting BREACH-style attacks need).

describe("compressed answers", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("embedded");
  });
  afterAll(async () => {
    await app?.close();
  });
  const readsCompressed = { "Accept-Encoding": "gzip, br" };

  it("sends pages and their data compressed to a browser that takes it", async () => {
    for (const path of ["/book-call", "/book-call.data"]) {
      const response = await fetch(`${app.url}${path}`, { headers: readsCompressed });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-encoding"), path).toMatch(/^(br|gzip)$/);
    }
  });

  it("sends the answer to a booking as it is, with its manage link", async () => {
    const [slot] = await createBookableSlots(app.services.database.db, 1);
    const response = await bookOverHttp(app.url, slot?.id ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toContain("ada@example.com");
  });
});
