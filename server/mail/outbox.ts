import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/connection";
import { emailOutbox } from "../db/schema";

// The durable outbox: e-mails are written in the transaction of what they report and sent later by
// the worker. Claims take a lease with FOR UPDATE SKIP LOCKED, so two instances never take one row.

/** What is stored and later handed to nodemailer; only these fields are ever sent. */
export interface OutboxMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  icalEvent?: { method: string; filename: string; content: string };
}

export interface QueuedEmail {
  kind: string;
  recipient: string;
  message: OutboxMessage;
}

export interface ClaimedEmail {
  id: string;
  kind: string;
  message: OutboxMessage;
  attempts: number;
}

export async function queueEmails(db: Database, emails: QueuedEmail[], bookingId?: string) {
  if (emails.length === 0) return;
  await db.insert(emailOutbox).values(emails.map((email) => ({ ...email, bookingId })));
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Leases up to `limit` due e-mails to the caller for `leaseMs`, counting the attempt. */
export async function claimDueEmails(
  db: Database,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<ClaimedEmail[]> {
  const result = await db.execute(sql`
    update email_outbox
       set leased_until = now() + make_interval(secs => ${leaseMs / 1000}),
           attempts = attempts + 1
     where id in (
       select id from email_outbox
        where status = 'pending'
          and next_attempt_at <= now()
          and (leased_until is null or leased_until <= now())
        order by next_attempt_at
        limit ${limit}
        for update skip locked)
    returning id, kind, message, attempts`);
  return rowsOf<ClaimedEmail>(result).map((row) => ({
    ...row,
    message: typeof row.message === "string" ? JSON.parse(row.message) : row.message,
  }));
}

export async function markSent(db: Database, id: string) {
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, leasedUntil: null, lastError: null })
    .where(eq(emailOutbox.id, id));
}

/** Schedules another try after `retryInMs`, or gives up (status failed) after the last attempt. */
export async function markAttemptFailed(
  db: Database,
  email: ClaimedEmail,
  { error, retryInMs, giveUp }: { error: string; retryInMs: number; giveUp: boolean },
) {
  await db
    .update(emailOutbox)
    .set({
      status: giveUp ? "failed" : "pending",
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
      leasedUntil: null,
      lastError: error.slice(0, 2000),
    })
    .where(eq(emailOutbox.id, email.id));
}
