import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import PostalMime, { type Email } from "postal-mime";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db/connection";
import { emailOutbox } from "../../server/db/schema";
import { fileSender, smtpSender } from "../../server/mail/mail-sender";
import { queueEmails } from "../../server/mail/outbox";
import { OutboxWorker } from "../../server/mail/outbox-worker";
import { submitForm, testDesk } from "../support/booking-desk";
import { createSlot } from "../support/slot-factory";
import { SmtpSink } from "../support/smtp-sink";
import { createTestDatabase, databaseKinds, databaseUrlFor } from "../support/test-database";

const fastRetries = { retryBaseMs: 200, retryMaxMs: 400, pollMs: 60_000 };

async function book(database: DatabaseHandle, date: string, time: string, email: string) {
  const slot = await createSlot(database.db, { slotDate: date, slotTime: time });
  const answer = await submitForm(testDesk(database.db), {
    time_slot_id: slot.id,
    customer_email: email,
    customer_name: "Grace <Hopper>",
  });
  if (!answer.ok) throw new Error(answer.message);
  return answer.booking;
}

function calendarPart(email: Email) {
  return email.attachments.find((part) => part.mimeType === "text/calendar");
}

function calendarText(email: Email) {
  const content = calendarPart(email)?.content;
  return typeof content === "string" ? content : new TextDecoder().decode(content);
}

/**
 * When the last e-mail was queued, by the database's clock, rounded up to the millisecond (the database
 * keeps microseconds): from then on every queued one is due.
 */
async function lastQueuedAt(database: DatabaseHandle) {
  const [row] = await database.db
    .select({
      ms: sql<string>`ceil(extract(epoch from max(${emailOutbox.nextAttemptAt})) * 1000)::bigint::text`,
    })
    .from(emailOutbox);
  return new Date(Number(row?.ms));
}

async function statuses(database: DatabaseHandle) {
  const rows = await database.db.select({ status: emailOutbox.status }).from(emailOutbox);
  return rows.map((row) => row.status).sort();
}

describe.each(databaseKinds)("booking e-mail on %s", (kind) => {
  let database: DatabaseHandle;
  let sink: SmtpSink;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    sink = await SmtpSink.start();
  });
  afterEach(async () => {
    await sink.stop();
    await database.close();
  });

  it("survives an SMTP outage: held while the server is down, each message delivered exactly once after", async () => {
    // The worker's clock stands still unless the test moves it: whether a retry is due never
    // depends on how fast this machine happens to be.
    let clock = new Date(0);
    const worker = new OutboxWorker(database.db, smtpSender(sink.url), {
      ...fastRetries,
      clock: () => clock,
    });
    await sink.stop(); // the mail server is down
    const first = await book(database, "2030-03-06", "10:00:00", "ada@example.com");
    const second = await book(database, "2030-03-06", "11:00:00", "alan@example.com");
    clock = await lastQueuedAt(database); // every queued e-mail is due, none retried yet
    expect(await worker.drain()).toBe(4);
    expect(await statuses(database)).toEqual(["pending", "pending", "pending", "pending"]);
    const [failed] = await database.db.select().from(emailOutbox).limit(1);
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(await worker.drain()).toBe(0); // not due before the backoff ends

    clock = new Date(clock.getTime() + fastRetries.retryBaseMs - 1);
    expect(await worker.drain()).toBe(0); // still not due a moment before the backoff ends

    await sink.listen(); // the mail server is back
    clock = new Date(clock.getTime() + 1);
    expect(await worker.drain()).toBe(4);
    expect(await worker.drain()).toBe(0);
    await worker.stop();

    expect(await statuses(database)).toEqual(["sent", "sent", "sent", "sent"]);
    expect(sink.received).toHaveLength(4);
    expect(new Set(sink.received.map((mail) => mail.email.messageId)).size).toBe(4);
    expect(sink.to("team@dvat.test")).toHaveLength(2);
    const [confirmation] = sink.to("ada@example.com");
    expect(sink.to("alan@example.com")).toHaveLength(1);
    const email = confirmation?.email as Email;
    expect(email.subject).toBe(
      "Your strategy call with DVAT is confirmed: Wednesday, March 6, 2030, 10:00–11:00 CST",
    );
    expect(email.text).toContain("Time: 10:00–11:00 CST");
    expect(email.html).toContain("Grace &lt;Hopper&gt;");
    expect(calendarPart(email)?.method).toBe("REQUEST");
    const ics = calendarText(email);
    expect(ics).toContain(`UID:${first.id}`);
    expect(ics).toContain("DTSTART:20300306T160000Z");
    expect(ics).toContain("DTEND:20300306T170000Z");
    expect(second.id).not.toBe(first.id);
  });

  it("writes .eml files to the outbox folder when no SMTP server is configured", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "outbox-"));
    try {
      const worker = new OutboxWorker(database.db, fileSender(folder), fastRetries);
      const booking = await book(database, "2030-03-07", "09:00:00", "ada@example.com");
      expect(await worker.drain()).toBe(2);
      await worker.stop();
      const files = readdirSync(folder).filter((name) => name.endsWith(".eml"));
      expect(files).toHaveLength(2);
      const parsed = await Promise.all(
        files.map((name) => PostalMime.parse(readFileSync(path.join(folder, name), "utf8"))),
      );
      const confirmation = parsed.find((email) => email.to?.[0]?.address === "ada@example.com");
      expect(confirmation?.subject).toContain("Thursday, March 7, 2030, 09:00–10:00 CST");
      expect(calendarText(confirmation as Email)).toContain(`UID:${booking.id}`);
      expect(await statuses(database)).toEqual(["sent", "sent"]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("gives a message up as failed after the last attempt, keeping it in the outbox", async () => {
    await sink.stop();
    let clock = new Date(0);
    const worker = new OutboxWorker(database.db, smtpSender(sink.url), {
      ...fastRetries,
      maxAttempts: 2,
      clock: () => clock,
    });
    await book(database, "2030-03-06", "10:00:00", "ada@example.com");
    clock = await lastQueuedAt(database);
    expect(await worker.drain()).toBe(2);
    clock = new Date(clock.getTime() + fastRetries.retryBaseMs);
    expect(await worker.drain()).toBe(2);
    clock = new Date(clock.getTime() + fastRetries.retryMaxMs * 10);
    expect(await worker.drain()).toBe(0); // given up: no third attempt, however long one waits
    await worker.stop();
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["failed", 2],
      ["failed", 2],
    ]);
  });

  it("never sends a message twice when two workers (two app instances) share the database", async () => {
    const emails = Array.from({ length: 40 }, (_, index) => ({
      kind: "test",
      recipient: `r${index}@example.com`,
      message: {
        from: "DVAT <no-reply@dvat.test>",
        to: `r${index}@example.com`,
        subject: `Message ${index}`,
        text: "Hello",
        html: "<p>Hello</p>",
      },
    }));
    await queueEmails(database.db, emails);
    // On the external PostgreSQL a second instance opens its own connection pool to the same database.
    const other =
      kind === "postgres" ? await openDatabase({ kind: "postgres", url: await urlOf(database) }) : undefined;
    try {
      const workers = [database, other ?? database].map(
        (handle) => new OutboxWorker(handle.db, smtpSender(sink.url), { ...fastRetries, batchSize: 3 }),
      );
      const handled = await Promise.all(workers.map((worker) => worker.drain()));
      await Promise.all(workers.map((worker) => worker.stop()));
      expect((handled[0] ?? 0) + (handled[1] ?? 0)).toBe(40);
      if (kind === "postgres") expect(Math.min(...handled)).toBeGreaterThan(0);
    } finally {
      await other?.close();
    }
    expect(sink.received).toHaveLength(40);
    expect(new Set(sink.received.map((mail) => mail.envelopeTo[0])).size).toBe(40);
    const sent = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(sql`status = 'sent' and attempts = 1`);
    expect(Number(sent[0]?.count)).toBe(40);
  });
});

async function urlOf(database: DatabaseHandle) {
  const result = await database.db.execute(sql`select current_database() as name`);
  const [row] = (result as unknown as { rows: { name: string }[] }).rows;
  return databaseUrlFor(row?.name ?? "");
}
