import { and, eq, like, sql } from "drizzle-orm";
import type { Database } from "../db/connection";
import { rowsOf } from "../db/rows-of";
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
  /** Not sent before this moment (a reminder); default: at once. */
  notBefore?: Date;
  /** Never sent from this moment on (a reminder once the call has started). */
  notAfter?: Date;
}

export interface ClaimedEmail {
  id: string;
  kind: string;
  message: OutboxMessage;
  attempts: number;
}

export async function queueEmails(db: Database, emails: QueuedEmail[], bookingId?: string) {
  const insert = emailsInsert(db, emails, bookingId);
  if (insert) await insert;
}

/** The insert that queues `emails`, for `writeTogether` (db/together.ts); null when there are none. */
export function emailsInsert(db: Database, emails: QueuedEmail[], bookingId?: string) {
  if (emails.length === 0) return null;
  return db.insert(emailOutbox).values(
    emails.map(({ notBefore, notAfter, ...email }) => ({
      ...email,
      bookingId,
      ...(notBefore ? { nextAttemptAt: notBefore } : {}),
      notAfter: notAfter ?? null,
    })),
  );
}

/**
 * Withdraws a booking's e-mails whose kind starts with `kindPrefix` and that are still waiting (its
 * reminders, when it is cancelled or moved). A row a worker is claiming is locked, so this waits for it.
 */
export async function withdrawPendingEmails(db: Database, bookingId: string, kindPrefix: string) {
  await db
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.bookingId, bookingId),
        eq(emailOutbox.status, "pending"),
        like(emailOutbox.kind, `${kindPrefix}%`),
      ),
    );
}

/**
 * Leases up to `limit` due e-mails to the caller for `leaseMs`, counting the attempt. `now` is the
 * database's clock unless a test fixes it. An e-mail past its `not_after` is given up, never sent.
 */
export async function claimDueEmails(
  db: Database,
  { limit, leaseMs, now }: { limit: number; leaseMs: number; now?: Date },
): Promise<ClaimedEmail[]> {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  await db.execute(sql`
    update email_outbox
       set status = 'failed', last_error = 'Too late to send: its time had passed'
     where status = 'pending' and not_after <= ${at}
       and (leased_until is null or leased_until <= ${at})`);
  const result = await db.execute(sql`
    update email_outbox
       set leased_until = ${at} + make_interval(secs => ${leaseMs / 1000}),
           attempts = attempts + 1
     where id in (
       select id from email_outbox
        where status = 'pending'
          and next_attempt_at <= ${at}
          and (not_after is null or not_after > ${at})
          and (leased_until is null or leased_until <= ${at})
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
  { error, retryInMs, giveUp, now }: { error: string; retryInMs: number; giveUp: boolean; now?: Date },
) {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  await db
    .update(emailOutbox)
    .set({
      status: giveUp ? "failed" : "pending",
      nextAttemptAt: sql`${at} + make_interval(secs => ${retryInMs / 1000})`,
      leasedUntil: null,
      lastError: error.slice(0, 2000),
    })
    .where(eq(emailOutbox.id, email.id));
}
