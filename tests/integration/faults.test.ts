import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { afterEach, describe, expect, it } from "vitest";
import { bookingCalendarPath } from "../../domain/booking-calendar";
import { openDatabase } from "../../server/db/connection";
import { emailOutbox } from "../../server/db/schema";
import { SERVICE_UNAVAILABLE_MESSAGE } from "../../server/http/service-unavailable";
import { bookOverHttp, readStreamUntil } from "../support/booking-http";
import { chromiumArgs, findHeadlessChromium } from "../support/chromium";
import { type PostgresServer, startPostgresServer } from "../support/postgres-server";
import { createServerDatabase } from "../support/server-database";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { bookableDates, createBookableSlots } from "../support/slot-factory";
import { SmtpSink } from "../support/smtp-sink";
import { databaseKinds } from "../support/test-database";

// The built server as a process while what it depends on fails: the mail server, then PostgreSQL.

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

describe.each(databaseKinds)("the running server on %s during an SMTP outage", (kind) => {
  it("keeps every e-mail while the mail server is down and delivers each exactly once when it is back", async () => {
    const database = await createServerDatabase(kind);
    cleanups.push(() => database.remove());
    const seed = await database.open();
    const slots = await createBookableSlots(seed.db, 4);
    await seed.close();
    const sink = await SmtpSink.start();
    cleanups.push(() => sink.stop());
    await sink.stop(); // the mail server is down

    const server = await startServerProcess({
      ...database.env,
      SMTP_URL: sink.url,
      ADMIN_NOTIFY_EMAIL: "team@dvat.test",
    });
    cleanups.push(() => server.stop("SIGKILL"));
    for (const [index, slot] of slots.entries()) {
      const response = await bookOverHttp(server.url, slot.id, { email: `guest${index}@example.com` });
      expect(response.status).toBe(200);
    }
    // Each booking's confirmation and notice were tried, and failed.
    await expect
      .poll(() => server.output().match(/attempt 1 failed/g)?.length ?? 0, { timeout: 30_000 })
      .toBe(8);

    await sink.listen(); // the mail server is back
    await expect.poll(() => sink.received.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(8);
    expect(await server.stop("SIGTERM")).toBe(0);

    expect(sink.received).toHaveLength(8);
    expect(new Set(sink.received.map((mail) => mail.email.messageId)).size).toBe(8);
    for (const index of slots.keys()) expect(sink.to(`guest${index}@example.com`)).toHaveLength(1);
    expect(sink.to("team@dvat.test")).toHaveLength(4);
    const check = await database.open();
    const rows = await check.db.select().from(emailOutbox);
    await check.close();
    expect(rows.map((row) => row.status)).toEqual(Array(8).fill("sent"));
    for (const row of rows) expect(row.attempts).toBeGreaterThanOrEqual(2);
  });
});

const technicalDetail = /ECONNREFUSED|Failed query|DrizzleQueryError|terminating connection|\n\s+at /;

type Answer = { label: string; status: number; body: string; retryAfter: string | null };

async function answerOf(label: string, response: Promise<Response>): Promise<Answer> {
  const answered = await response;
  // An event stream never ends by itself; its status and headers are the answer.
  const stream = answered.headers.get("content-type")?.startsWith("text/event-stream");
  const body = stream ? "" : await answered.text();
  if (stream) await answered.body?.cancel();
  return { label, status: answered.status, body, retryAfter: answered.headers.get("retry-after") };
}

/** Visitors and an admin using the server without pause; each answer is kept for the checks. */
function steadyTraffic(server: ServerProcess, cookie: string, slotIds: string[], date: string) {
  const answers: Answer[] = [];
  let running = true;
  let next = 0;
  // Each visitor with an address and an e-mail of their own, so the booking limits stay out of the way.
  const form = (slotId: string) =>
    new URLSearchParams({
      time_slot_id: slotId,
      customer_name: "Steady Visitor",
      customer_email: `visitor-${next}@example.com`,
    });
  const loops = [
    // Booking without JavaScript: the page's form posted as a document.
    async () => {
      const slotId = slotIds[next++ % slotIds.length] ?? "";
      return answerOf(
        "booking",
        fetch(`${server.url}/book-call`, {
          method: "POST",
          headers: { Origin: server.url, "X-Forwarded-For": `10.1.${next % 250}.${Math.floor(next / 250)}` },
          body: form(slotId),
        }),
      );
    },
    async () => answerOf("slots", fetch(`${server.url}/book-call.data?date=${date}`)),
    async () => answerOf("dashboard", fetch(`${server.url}/admin`, { headers: { Cookie: cookie } })),
  ].map(async (request) => {
    while (running) {
      answers.push(
        await request().catch((error) => ({
          label: "network",
          status: 0,
          body: String(error),
          retryAfter: null,
        })),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** One request of each kind a visitor or an admin makes, each on a path the steady traffic leaves alone. */
function requestsOfEveryKind(
  server: ServerProcess,
  cookie: string,
  { slotId, uncachedDate, streamDate }: { slotId: string; uncachedDate: string; streamDate: string },
) {
  const origin = { Origin: server.url };
  const json = { "Content-Type": "application/json", ...origin };
  const booking = new URLSearchParams({
    time_slot_id: slotId,
    customer_name: "Ada",
    customer_email: "a@x.com",
  });
  const signIn = new URLSearchParams({ email: "owner@agency.test", password: "a-long-admin-password" });
  const asAdmin = { headers: { Cookie: cookie } };
  return Promise.all([
    answerOf("page", fetch(`${server.url}/book-call?date=${uncachedDate}`)),
    answerOf(
      "action",
      fetch(`${server.url}/book-call.data`, { method: "POST", headers: origin, body: booking }),
    ),
    answerOf("admin data", fetch(`${server.url}/admin.data`, asAdmin)),
    answerOf("admin page", fetch(`${server.url}/admin/time-slots`, asAdmin)),
    answerOf("csv export", fetch(`${server.url}/admin/bookings.csv`, asAdmin)),
    answerOf(
      "login form",
      fetch(`${server.url}/admin/login`, { method: "POST", headers: origin, body: signIn }),
    ),
    answerOf(
      "sign-in API",
      fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: json,
        body: JSON.stringify(Object.fromEntries(signIn)),
      }),
    ),
    answerOf("session API", fetch(`${server.url}/api/auth/get-session`, asAdmin)),
    answerOf("event stream", fetch(`${server.url}/api/slots/events?date=${streamDate}`)),
  ]);
}

/**
 * A wait started before what it waits for. If the test fails first, closing the browser rejects it: that is
 * an echo of the failure, not an unhandled error of its own. Awaiting it still throws.
 */
function awaitedLater<T>(wait: Promise<T>) {
  wait.catch(() => {});
  return wait;
}

/** How many error entries with a stack the server logged for `method pathname`. */
function errorLogsFor(output: string, request: string) {
  const entry = `(?:Error while handling|Database unavailable on) ${request.replaceAll(".", "\\.")}[ \\n].*\\n(?:.*\\n){0,3}\\s+at `;
  return output.match(new RegExp(entry, "g"))?.length ?? 0;
}

// PostgreSQL stopped under the running server, which reaches it by DATABASE_URL: a server of the test's
// own (tests/support/postgres-server.ts), on every machine.
describe("the running server when PostgreSQL stops and starts again", () => {
  it("answers 503 with a plain message while it is down, recovers by itself, and live updates resume", async () => {
    const postgres: PostgresServer = await startPostgresServer();
    cleanups.push(() => postgres.destroy());
    const dataDir = mkdtempSync(path.join(tmpdir(), "outage-"));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const admin = { email: "owner@agency.test", password: "a-long-admin-password" };
    const server = await startServerProcess({
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      DEMO_DATA: "off",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    cleanups.push(() => server.stop("SIGKILL"));
    const seed = await openDatabase({ kind: "postgres", url: postgres.url });
    const slots = await createBookableSlots(seed.db, 600);
    await seed.close();
    const [watchedDate, ...otherDates] = bookableDates();
    const watchedSlots = slots.filter((slot) => slot.slotDate === watchedDate);

    const signedIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify(admin),
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((each) => each.split(";")[0])
      .join("; ");

    // A visitor's browser shows the watched date, its event stream open.
    const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: chromiumArgs });
    cleanups.push(() => browser.close());
    const page = await browser.newPage();
    const streamOpen = page.waitForResponse(
      (r) => r.url().includes("/api/slots/events") && r.status() === 200,
    );
    await page.goto(`${server.url}/book-call?date=${watchedDate}`);
    await streamOpen;
    const watchedSlot = watchedSlots[0]?.id ?? "";
    await expect.poll(() => page.locator(`button[data-slot-id="${watchedSlot}"]`).count()).toBe(1);

    const traffic = steadyTraffic(
      server,
      cookie,
      slots.filter((slot) => slot.slotDate !== watchedDate).map((slot) => slot.id),
      watchedDate ?? "",
    );
    await expect.poll(() => traffic.answers.length).toBeGreaterThan(6);

    const refused = awaitedLater(
      page.waitForResponse((r) => r.url().includes("/api/slots/events") && r.status() === 503, {
        timeout: 30_000,
      }),
    );
    await postgres.stop();
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    const reconnected = awaitedLater(
      page.waitForResponse((r) => r.url().includes("/api/slots/events") && r.status() === 200, {
        timeout: 60_000,
      }),
    );
    // The booking page re-reads its date through the calendar endpoint once the stream is back.
    const reread = awaitedLater(
      page.waitForResponse((r) => r.url().includes(bookingCalendarPath), { timeout: 60_000 }),
    );

    const probes = await requestsOfEveryKind(server, cookie, {
      slotId: slots[0]?.id ?? "",
      uncachedDate: otherDates[0] ?? "",
      streamDate: otherDates[1] ?? "",
    });
    for (const probe of probes) {
      expect({ probe: probe.label, status: probe.status, retryAfter: probe.retryAfter }).toEqual({
        probe: probe.label,
        status: 503,
        retryAfter: "5",
      });
      if (probe.label !== "event stream") expect(probe.body).toContain(SERVICE_UNAVAILABLE_MESSAGE);
      expect(probe.body).not.toMatch(technicalDetail);
    }
    // Each failed request is logged once, with the stack of what failed. The log comes through a pipe,
    // which the test may read after the answer that came over the socket: wait for it.
    const failedRequests = [
      "GET /book-call",
      "POST /book-call.data",
      "GET /admin.data",
      "GET /admin/time-slots",
      "GET /admin/bookings.csv",
      "POST /admin/login",
      "POST /api/auth/sign-in/email",
      "GET /api/auth/get-session",
    ];
    await expect
      .poll(() =>
        failedRequests.map((request) => ({ request, logged: errorLogsFor(server.output(), request) })),
      )
      .toEqual(failedRequests.map((request) => ({ request, logged: 1 })));
    const output = server.output();
    // ...and only there: no other layer reports it again as a warning or an error (Better Auth's own
    // note of a failed query it then throws is information).
    expect(output).not.toMatch(
      / (?:warn|error) \[Better Auth\] .*(INTERNAL_SERVER_ERROR|Failed)|# SERVER_ERROR|Sign-in failed unexpectedly/,
    );

    // The browser lost its stream and was refused while changes could not be heard.
    await refused;
    await postgres.start();
    await expect
      .poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 30_000 })
      .toBe(200);
    // The listener is back too: a new stream opens and hears a booking.
    let stream: Response | undefined;
    await expect
      .poll(
        async () => {
          stream = await fetch(`${server.url}/api/slots/events?date=${otherDates[2]}`);
          if (stream.status !== 200) await stream.body?.cancel();
          return stream.status;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(200);
    const heard = readStreamUntil(stream as Response, "event: slots-changed");
    const onThatDate = slots.find((slot) => slot.slotDate === otherDates[2]);
    expect((await bookOverHttp(server.url, onThatDate?.id ?? "", { forwardedFor: "10.2.0.1" })).status).toBe(
      200,
    );
    expect(await heard).toContain(`event: slots-changed\ndata: ${otherDates[2]}\n\n`);

    // The browser's stream came back on its own; the page re-read what it missed, then hears changes live.
    await reconnected;
    await reread;
    expect((await bookOverHttp(server.url, watchedSlot, { forwardedFor: "10.2.0.2" })).status).toBe(200);
    await expect
      .poll(() => page.locator(`button[data-slot-id="${watchedSlot}"]`).count(), { timeout: 20_000 })
      .toBe(0);

    const before = traffic.answers.length;
    await expect.poll(() => traffic.answers.length).toBeGreaterThan(before + 6);
    await traffic.stop();
    const statuses = new Set(traffic.answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const answer of traffic.answers.filter((each) => each.status === 503)) {
      expect(answer.body).toContain(SERVICE_UNAVAILABLE_MESSAGE);
      expect(answer.body).not.toMatch(technicalDetail);
    }
    // Back to normal: the last answers of every kind are successes.
    for (const label of ["booking", "slots", "dashboard"])
      expect(traffic.answers.filter((answer) => answer.label === label).at(-1)?.status).toBe(200);
    expect(await server.stop("SIGTERM")).toBe(0);
  });
});
