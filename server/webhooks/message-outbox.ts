import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/connection";
import { rowsOf } from "../db/rows-of";
import { webhookAttempts, webhookEndpoints, webhookMessages } from "../db/schema";

// The durable outbox of webhook messages, as the e-mail outbox is (server/mail/outbox.ts): rows
// claimed with a lease under FOR UPDATE SKIP LOCKED, so two instances never post one message at once,
// and a message whose worker died is claimed again once its lease ends.

export interface ClaimedMessage {
  id: string;
  endpointId: string;
  eventType: string;
  body: string;
  attempts: number;
  url: string;
  sealedSecret: string;
  /** The secret before a rotation, while it still signs. */
  previousSealedSecret: string | null;
}

/** The log keeps this many attempts per endpoint. */
export const ATTEMPTS_KEPT = 100;

/** An endpoint that has failed this long without a success is disabled. */
export const FAILING_DAY_MS = 24 * 60 * 60_000;

function moment(now?: Date) {
  return now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
}

/** Leases up to `limit` due messages of enabled endpoints, counting the attempt. */
export async function claimDueMessages(
  db: Database,
  { limit, leaseMs, now }: { limit: number; leaseMs: number; now?: Date },
): Promise<ClaimedMessage[]> {
  const at = moment(now);
  const result = await db.execute(sql`
    with due as (
      select m.id from webhook_messages m
        join webhook_endpoints e on e.id = m.endpoint_id
       where m.status = 'pending' and e.enabled
         and m.next_attempt_at <= ${at}
         and (m.leased_until is null or m.leased_until <= ${at})
       order by m.next_attempt_at
       limit ${limit}
       for update of m skip locked)
    update webhook_messages m
       set leased_until = ${at} + make_interval(secs => ${leaseMs / 1000}), attempts = m.attempts + 1
      from due, webhook_endpoints e
     where m.id = due.id and e.id = m.endpoint_id
    returning m.id, m.endpoint_id as "endpointId", m.event_type as "eventType", m.body, m.attempts, e.url,
      e.sealed_secret as "sealedSecret",
      case when e.previous_secret_until > ${at} then e.previous_sealed_secret end as "previousSealedSecret"`);
  return rowsOf<ClaimedMessage>(result);
}

export interface AttemptOutcome {
  statusCode: number | null;
  latencyMs: number;
  excerpt: string;
  delivered: boolean;
  /** 410 Gone: the receiver says it no longer wants any delivery. */
  gone: boolean;
  /** When to try again, if it failed and its day of retries is not over. */
  retryInMs: number;
}

/**
 * Records an attempt in one transaction: the log's row (keeping the last ATTEMPTS_KEPT, and the
 * messages they are of), the
 * message's new state, and the endpoint's health — a success clears its failing streak; 410, or a
 * day of failures, disables it with a note the owner reads.
 */
export async function recordAttempt(
  db: Database,
  message: ClaimedMessage,
  outcome: AttemptOutcome,
  now?: Date,
) {
  const at = moment(now);
  await db.transaction(async (tx) => {
    // One endpoint's attempts are recorded one at a time, so trimming its log never races another's.
    await tx.execute(sql`select id from webhook_endpoints where id = ${message.endpointId} for update`);
    await tx.insert(webhookAttempts).values({
      messageId: message.id,
      endpointId: message.endpointId,
      attempt: message.attempts,
      statusCode: outcome.statusCode,
      latencyMs: Math.round(outcome.latencyMs),
      excerpt: outcome.excerpt.slice(0, 300),
      delivered: outcome.delivered,
      ...(now ? { attemptedAt: now } : {}),
    });
    await tx.execute(sql`
      delete from webhook_attempts where endpoint_id = ${message.endpointId} and id not in (
        select id from webhook_attempts where endpoint_id = ${message.endpointId}
         order by attempted_at desc limit ${ATTEMPTS_KEPT})`);
    // A message done with and gone from the log is of no more use: the table keeps no history of its own.
    await tx.execute(sql`
      delete from webhook_messages m where m.endpoint_id = ${message.endpointId} and m.status <> 'pending'
         and not exists (select 1 from webhook_attempts a where a.message_id = m.id)`);
    if (outcome.delivered) {
      await tx
        .update(webhookMessages)
        .set({ status: "delivered", deliveredAt: sql`${at}`, leasedUntil: null })
        .where(eq(webhookMessages.id, message.id));
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, message.endpointId));
      return;
    }
    await tx
      .update(webhookMessages)
      .set({
        status: sql`case when ${webhookMessages.retryUntil} <= ${at} then 'failed' else 'pending' end`,
        nextAttemptAt: sql`${at} + make_interval(secs => ${outcome.retryInMs / 1000})`,
        leasedUntil: null,
      })
      .where(eq(webhookMessages.id, message.id));
    const answered = outcome.statusCode ? `HTTP ${outcome.statusCode}` : outcome.excerpt.slice(0, 120);
    if (outcome.gone) {
      await disable(tx, message.endpointId, "The receiver answered 410 Gone: it wants no more deliveries.");
      return;
    }
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at})` })
      .where(eq(webhookEndpoints.id, message.endpointId));
    await tx
      .update(webhookEndpoints)
      .set({
        enabled: false,
        disabledNote: `Every delivery failed for a day (the last: ${answered}), so sending stopped.`,
      })
      .where(
        and(
          eq(webhookEndpoints.id, message.endpointId),
          eq(webhookEndpoints.enabled, true),
          sql`${webhookEndpoints.failingSince} <= ${at} - make_interval(secs => ${FAILING_DAY_MS / 1000})`,
        ),
      );
  });
}

async function disable(db: Database, endpointId: string, note: string) {
  await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledNote: note })
    .where(eq(webhookEndpoints.id, endpointId));
}
