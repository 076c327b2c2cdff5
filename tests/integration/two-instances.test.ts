import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { bookOverHttp, readStreamUntil } from "../support/booking-http";
import { createServerDatabase, type ServerDatabase } from "../support/server-database";
import {
  freePort,
  runServerExpectingFailure,
  type ServerProcess,
  startServerProcess,
} from "../support/server-process";
import { bookableDates, createBookableSlots } from "../support/slot-factory";
import { SmtpSink } from "../support/smtp-sink";

// Two server processes (the production build) on one database, as behind a load balancer: whatever
// one instance knows, the other must know too, because it lives in PostgreSQL.

const admin = { email: "owner@agency.test", password: "a-long-admin-password" };

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

describe("a second instance on the embedded database", () => {
  it("is refused at start with one line saying why, while the first keeps serving", async () => {
    const database = await createServerDatabase("embedded");
    cleanups.push(() => database.remove());
    const first = await startServerProcess(database.env);
    cleanups.push(() => first.stop("SIGKILL"));
    const second = await runServerExpectingFailure({ ...database.env, PORT: String(await freePort()) });
    expect(second.code).toBe(1);
    expect(second.output.trim().split("\n")).toHaveLength(1);
    expect(second.output).toContain(`is in use by process`);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect(await first.stop()).toBe(0);
  });
});

interface Pair {
  database: ServerDatabase;
  a: ServerProcess;
  b: ServerProcess;
}

/** Two instances started together on a fresh database, with one AUTH_SECRET, as an operator runs them. */
async function startTwoInstances(env: Record<string, string> = {}): Promise<Pair> {
  const database = await createServerDatabase("postgres");
  cleanups.push(() => database.remove());
  const shared = {
    ...database.env,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...env,
  };
  const [a, b] = await Promise.all([startServerProcess(shared), startServerProcess(shared)]);
  for (const instance of [a, b]) cleanups.push(() => instance.stop("SIGKILL"));
  return { database, a, b };
}

function signIn(instance: ServerProcess, credentials: { email: string; password: string }, address: string) {
  return fetch(`${instance.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: instance.url, "X-Forwarded-For": address },
    body: JSON.stringify(credentials),
  });
}

describe("two instances on one PostgreSQL database", () => {
  it("tells an event stream open on one instance of a booking made on the other", async () => {
    const { database, a, b } = await startTwoInstances();
    const seed = await database.open();
    const [slot] = await createBookableSlots(seed.db, 1);
    await seed.close();
    const date = bookableDates()[0];

    const stream = await fetch(`${b.url}/api/slots/events?date=${date}`);
    expect(stream.status).toBe(200);
    const heard = readStreamUntil(stream, "event: slots-changed");
    expect((await bookOverHttp(a.url, slot?.id ?? "")).status).toBe(200);
    const text = await heard;
    expect(text).toMatch(/^retry: /);
    expect(text).toContain(`event: slots-changed\ndata: ${date}\n\n`);
  });

  it("counts bookings per e-mail across both instances", async () => {
    // The hourly limit of 5 per e-mail, which the upcoming-calls limit (2 by default) would pre-empt.
    const { database, a, b } = await startTwoInstances({ UPCOMING_BOOKINGS_PER_EMAIL: "10" });
    const seed = await database.open();
    const slots = await createBookableSlots(seed.db, 8);
    await seed.close();
    const address = "203.0.113.77";
    const slot = (index: number) => slots[index]?.id ?? "";
    // Five bookings with one e-mail alternate between the instances; the sixth is refused by either.
    for (const [index, instance] of [a, b, a, b, a].entries()) {
      const response = await bookOverHttp(instance.url, slot(index), { forwardedFor: address });
      expect(response.status).toBe(200);
    }
    for (const [index, instance] of [b, a].entries()) {
      const refused = await bookOverHttp(instance.url, slot(5 + index), { forwardedFor: address });
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain("Too many bookings from your network or e-mail address");
    }
    const other = await bookOverHttp(b.url, slot(7), {
      forwardedFor: "203.0.113.78",
      email: "bo@example.com",
    });
    expect(other.status).toBe(200);
  });

  it("counts upcoming calls per e-mail across both instances, bookings arriving at both at once", async () => {
    const { database, a, b } = await startTwoInstances();
    const seed = await database.open();
    // Five: the hourly limit per e-mail, which counts attempts as they arrive.
    const slots = await createBookableSlots(seed.db, 5);
    await seed.close();
    const answers = await Promise.all(
      slots.map((slot, index) =>
        bookOverHttp(index % 2 ? a.url : b.url, slot.id, {
          email: "twice@example.com",
          forwardedFor: `192.0.2.${index + 1}`,
        }).then(async (response) => ({ status: response.status, text: await response.text() })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(3);
    for (const answer of refused)
      expect(answer.text).toContain("You already have 2 upcoming calls booked with this e-mail address");
  });

  it("shares sessions and counts a client's failed sign-ins on an account across both instances", async () => {
    const { a, b } = await startTwoInstances();
    // A session made by one instance opens the admin area on the other.
    const good = await signIn(a, admin, "198.51.100.1");
    expect(good.status).toBe(200);
    const cookie = good.headers
      .getSetCookie()
      .map((each) => each.split(";")[0])
      .join("; ");
    expect((await fetch(`${b.url}/admin`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(
      200,
    );

    // Five wrong passwords from one address, alternating instances: that address is then refused by
    // either, even with the right password; the admin's own address is not.
    const wrong = { ...admin, password: "not-the-password" };
    for (const instance of [a, b, a, b, a])
      expect((await signIn(instance, wrong, "198.51.100.10")).status).toBe(401);
    for (const instance of [b, a]) {
      const refused = await signIn(instance, admin, "198.51.100.10");
      expect(refused.status).toBe(429);
      expect((await refused.json()).message).toMatch(/^Too many sign-in attempts/);
    }
    expect((await signIn(b, admin, "198.51.100.20")).status).toBe(200);
  });

  it("sends each e-mail once while both instances' outbox workers share the queue", async () => {
    // A slow mail server keeps messages in flight while the other instance looks for work.
    const sink = await SmtpSink.start({ acceptDelayMs: 400 });
    cleanups.push(() => sink.stop());
    const { database, a, b } = await startTwoInstances({ SMTP_URL: sink.url });
    const seed = await database.open();
    const slots = await createBookableSlots(seed.db, 30);
    const answers = await Promise.all(
      slots.map((slot, index) =>
        bookOverHttp(index % 2 ? a.url : b.url, slot.id, {
          email: `guest${index}@example.com`,
          forwardedFor: `192.0.2.${index + 1}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));

    const unsent = async () => {
      const result = await seed.db.execute(
        sql`select count(*)::int as count from email_outbox where status <> 'sent'`,
      );
      return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count);
    };
    await expect.poll(unsent, { timeout: 60_000, interval: 250 }).toBe(0);
    // Stopping waits for any send in progress, so a second copy would have arrived by now.
    expect(await Promise.all([a.stop(), b.stop()])).toEqual([0, 0]);
    const sentBy = await seed.db.execute(
      sql`select count(*)::int as count from email_outbox where attempts = 1`,
    );
    await seed.close();

    // Each booking's confirmation, and its notice to the one admin (no ADMIN_NOTIFY_EMAIL).
    expect(sink.received).toHaveLength(60);
    for (const index of slots.keys()) expect(sink.to(`guest${index}@example.com`)).toHaveLength(1);
    expect(sink.to(admin.email)).toHaveLength(30);
    expect(new Set(sink.received.map((mail) => mail.email.messageId)).size).toBe(60);
    // ...and each was claimed once.
    expect(Number((sentBy as unknown as { rows: { count: number }[] }).rows[0]?.count)).toBe(60);
  });
});
