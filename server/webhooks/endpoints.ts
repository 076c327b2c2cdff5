import { and, desc, eq, sql } from "drizzle-orm";
import type { BookingEventType } from "../../domain/webhook-events";
import type { Database } from "../db/connection";
import { webhookAttempts, webhookEndpoints, webhookMessages } from "../db/schema";
import type { SecretBox } from "../secrets/secret-box";
import { ATTEMPTS_KEPT } from "./message-outbox";
import { newSigningSecret } from "./signing";

// The endpoints the owner manages in Admin → Integrations. The signing secret is sealed at rest and
// handed back only by the call that made it (adding, rotating): nothing here reads it out again.

/** After a rotation the old secret keeps signing this long, so receivers can switch without a gap. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60_000;

export const ENDPOINT_URL_UNIQUE = "webhook_endpoints_url_unique";

export type EndpointChange = { ok: true } | { ok: false; reason: "not-found" };

export async function addEndpoint(
  db: Database,
  box: SecretBox,
  { url, events }: { url: string; events: BookingEventType[] },
): Promise<{ ok: true; id: string; secret: string } | { ok: false; reason: "duplicate" }> {
  const secret = newSigningSecret();
  const [added] = await db
    .insert(webhookEndpoints)
    .values({ url, events, sealedSecret: box.seal(secret) })
    .onConflictDoNothing({ target: webhookEndpoints.url })
    .returning({ id: webhookEndpoints.id });
  return added ? { ok: true, id: added.id, secret } : { ok: false, reason: "duplicate" };
}

function changed(rows: unknown[]): EndpointChange {
  return rows.length > 0 ? { ok: true } : { ok: false, reason: "not-found" };
}

/** Enabling clears the note and the failing streak: its waiting messages are sent again. */
export async function setEndpointEnabled(db: Database, id: string, enabled: boolean) {
  const rows = await db
    .update(webhookEndpoints)
    .set(
      enabled
        ? { enabled, disabledNote: null, failingSince: null }
        : { enabled, disabledNote: "Disabled by an admin." },
    )
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return changed(rows);
}

/** A new secret; the current one keeps signing beside it for ROTATION_OVERLAP_MS. */
export async function rotateSecret(
  db: Database,
  box: SecretBox,
  id: string,
  now: Date,
): Promise<{ ok: true; secret: string } | { ok: false; reason: "not-found" }> {
  const secret = newSigningSecret();
  const rows = await db
    .update(webhookEndpoints)
    .set({
      previousSealedSecret: sql`${webhookEndpoints.sealedSecret}`,
      previousSecretUntil: new Date(now.getTime() + ROTATION_OVERLAP_MS),
      sealedSecret: box.seal(secret),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0 ? { ok: true, secret } : { ok: false, reason: "not-found" };
}

/** Deletes the endpoint with its waiting messages and its log. */
export async function deleteEndpoint(db: Database, id: string) {
  return changed(
    await db
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id }),
  );
}

/**
 * "Send again": the same message (the same webhook-id, so a receiver that has it can tell) goes out
 * once more, at once, with a new day of retries; its next attempt joins the log.
 */
export async function sendAgain(db: Database, endpointId: string, messageId: string) {
  return changed(
    await db
      .update(webhookMessages)
      .set({
        status: "pending",
        nextAttemptAt: sql`now()`,
        retryUntil: sql`now() + interval '1 day'`,
      })
      .where(and(eq(webhookMessages.id, messageId), eq(webhookMessages.endpointId, endpointId)))
      .returning({ id: webhookMessages.id }),
  );
}

/** Whether the endpoint is enabled; undefined when there is no such endpoint. */
export async function endpointEnabled(db: Database, id: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ enabled: webhookEndpoints.enabled })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  return row?.enabled;
}

/** The endpoints as the admin sees them (no secret), each with its last ATTEMPTS_KEPT attempts. */
export async function endpointsWithLogs(db: Database) {
  const endpoints = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      events: webhookEndpoints.events,
      enabled: webhookEndpoints.enabled,
      disabledNote: webhookEndpoints.disabledNote,
      previousSecretUntil: webhookEndpoints.previousSecretUntil,
      createdAt: webhookEndpoints.createdAt,
      // Spelled out: in a one-table select Drizzle leaves columns unqualified, and a bare "id" here
      // would be the message's own.
      waiting: sql<number>`(select count(*)::int from webhook_messages m
        where m.endpoint_id = webhook_endpoints.id and m.status = 'pending')`,
      /** Waiting messages due within seconds: the page looks again for them, not for those due in an hour. */
      dueNow: sql<number>`(select count(*)::int from webhook_messages m
        where m.endpoint_id = webhook_endpoints.id and m.status = 'pending'
          and m.next_attempt_at <= now() + interval '10 seconds')`,
      /** When the first of them is tried next: what the owner is told to expect. */
      nextAttemptAt: sql`(select min(m.next_attempt_at) from webhook_messages m
        where m.endpoint_id = webhook_endpoints.id and m.status = 'pending')`.mapWith(
        webhookMessages.nextAttemptAt,
      ),
    })
    .from(webhookEndpoints)
    .orderBy(webhookEndpoints.createdAt);
  return Promise.all(
    endpoints.map(async (endpoint) => ({
      ...endpoint,
      attempts: await db
        .select({
          id: webhookAttempts.id,
          messageId: webhookAttempts.messageId,
          eventType: webhookMessages.eventType,
          attempt: webhookAttempts.attempt,
          statusCode: webhookAttempts.statusCode,
          latencyMs: webhookAttempts.latencyMs,
          excerpt: webhookAttempts.excerpt,
          delivered: webhookAttempts.delivered,
          attemptedAt: webhookAttempts.attemptedAt,
        })
        .from(webhookAttempts)
        .innerJoin(webhookMessages, eq(webhookMessages.id, webhookAttempts.messageId))
        .where(eq(webhookAttempts.endpointId, endpoint.id))
        .orderBy(desc(webhookAttempts.attemptedAt))
        .limit(ATTEMPTS_KEPT),
    })),
  );
}
