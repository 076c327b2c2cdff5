import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { addDays, dateInZone } from "../../domain/agency-time";
import { bookingWindow } from "../../domain/slot-rules";
import { timeSlots } from "../../server/db/schema";
import { slotEventsMessages } from "../../server/realtime/slot-events-route";
import { readStreamUntil } from "../support/booking-http";
import { bookableDates, createSlot } from "../support/slot-factory";
import { startTestApp, type TestApp } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// Live slot streams shared fairly: one client (its address as the trusted proxy reports it, this test
// client at 127.0.0.1 playing the proxy) holds at most its share while others still connect; only the
// booking window's dates are watched; one stream serves several dates; an idle stream is closed with
// a reconnect hint.

const attacker = "198.51.100.66";
const visitor = "198.51.100.67";

/**
 * Resolves once the app has heard of a change to each date. A stream opened before then could be told
 * of some of them and not others (they are announced as they arrive), which is not what a test means.
 */
function heardBy(app: TestApp, dates: string[]) {
  const left = new Set(dates);
  return new Promise<void>((resolve) => {
    const stop = app.services.slotEvents.onChange((date) => {
      if (date) left.delete(date);
      if (left.size) return;
      stop();
      resolve();
    });
  });
}

describe.each(databaseKinds)("live slot streams on %s", (kind) => {
  let app: TestApp;
  const streams: AbortController[] = [];
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.abort();
    await app?.close();
  });

  async function openStream(query: string, address: string) {
    const stream = new AbortController();
    streams.push(stream);
    const response = await app.request(`/api/slots/events${query}`, {
      headers: { "X-Forwarded-For": address },
      signal: stream.signal,
    });
    const body = response.status === 200 ? "" : await response.text();
    return { response, body };
  }

  it("holds 200 streams from one address to its 20, while another address still connects", async () => {
    app = await startTestApp(kind);
    const [date] = bookableDates();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => openStream(`?date=${date}`, attacker)),
    );
    const statuses = answers.map(({ response }) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(180);
    const refused = answers.find(({ response }) => response.status === 429);
    expect(refused?.body).toBe(slotEventsMessages.clientFull(20));
    expect(refused?.response.headers.get("retry-after")).toBe("60");
    expect(app.services.slotEvents.watcherCount).toBe(20);

    const other = await openStream(`?date=${date}`, visitor);
    expect(other.response.status).toBe(200);
    expect(other.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    // An IPv6 client is one client however its /64's addresses vary.
    const inOneBlock = await Promise.all(
      Array.from({ length: 21 }, (_, index) => openStream(`?date=${date}`, `2001:db8:7:7::${index + 1}`)),
    );
    expect(inOneBlock.filter(({ response }) => response.status === 200)).toHaveLength(20);
  });

  it("follows LIVE_STREAMS_PER_CLIENT, and gives a closed stream's place back", async () => {
    app = await startTestApp(kind, { LIVE_STREAMS_PER_CLIENT: "2" });
    const [date] = bookableDates();
    const first = await openStream(`?date=${date}`, attacker);
    await openStream(`?date=${date}`, attacker);
    expect((await openStream(`?date=${date}`, attacker)).response.status).toBe(429);
    streams[0]?.abort();
    await expect.poll(() => app.services.slotEvents.watcherCount).toBe(1);
    expect(first.response.status).toBe(200);
    expect((await openStream(`?date=${date}`, attacker)).response.status).toBe(200);
  });

  it("refuses dates outside the booking window with a sentence naming it", async () => {
    app = await startTestApp(kind);
    const zone = app.services.config.agencyTimeZone;
    const window = bookingWindow(new Date(), zone);
    const today = dateInZone(new Date(), zone);
    for (const date of ["1970-01-01", addDays(today, -1), addDays(today, 7), "2999-12-31"]) {
      const { response, body } = await openStream(`?date=${window.dates[0]}&date=${date}`, visitor);
      expect(response.status, date).toBe(400);
      expect(body, date).toBe(slotEventsMessages.outsideWindow(date, window.today, window.last));
    }
    for (const query of ["", "?date=", "?date=2030-02-30", "?date=tomorrow", `?date=${today},x`]) {
      const { response, body } = await openStream(query, visitor);
      expect(response.status, query).toBe(400);
      expect(body, query).toBe(slotEventsMessages.noDate);
    }
    expect(app.services.slotEvents.watcherCount).toBe(0);
  });

  it("tells one stream of changes to each of its dates, asked either way", async () => {
    app = await startTestApp(kind);
    const [first = "", second = "", third = ""] = bookableDates();
    const { db } = app.services.database;
    const created = heardBy(app, [first, second, third]);
    const slots = await Promise.all(
      [first, second, third].map((date) => createSlot(db, { slotDate: date, slotTime: "11:00:00" })),
    );
    await created;
    for (const query of [`?date=${first}&date=${second}`, `?date=${first},${second},${first}`]) {
      const { response } = await openStream(query, visitor);
      expect(response.status).toBe(200);
      const heard = readStreamUntil(response, `data: ${second}\n\n`);
      await expect.poll(() => app.services.slotEvents.watcherCount).toBe(2);
      // The third date first: its change, not watched, must not reach this stream.
      for (const slot of [slots[2], slots[0], slots[1]])
        await db
          .update(timeSlots)
          .set({ status: "unavailable" })
          .where(eq(timeSlots.id, slot?.id ?? ""));
      const text = await heard;
      expect(text).toContain(`event: slots-changed\ndata: ${first}\n\n`);
      expect(text).not.toContain(third);
      streams.at(-1)?.abort();
      await expect.poll(() => app.services.slotEvents.watcherCount).toBe(0);
      const reopened = heardBy(app, [first, second, third]);
      for (const slot of slots)
        await db.update(timeSlots).set({ status: "available" }).where(eq(timeSlots.id, slot.id));
      await reopened;
    }
  });

  it("closes a stream idle for LIVE_STREAM_IDLE_SECONDS, telling the browser when to reconnect", async () => {
    app = await startTestApp(kind, { LIVE_STREAM_IDLE_SECONDS: "1" });
    const [date] = bookableDates();
    const started = Date.now();
    const { response } = await openStream(`?date=${date}`, visitor);
    const text = await response.text();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(text).toBe("retry: 3000\n\nretry: 3000\n\n");
    expect(app.services.slotEvents.watcherCount).toBe(0);
  });
});
