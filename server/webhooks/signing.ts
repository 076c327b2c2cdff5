import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

// Standard Webhooks signatures (https://www.standardwebhooks.com): HMAC-SHA256 of
// "<webhook-id>.<webhook-timestamp>.<body>" under the endpoint's secret, made by the specification's
// own library, so any receiver's off-the-shelf verifier agrees with us.

/** A new signing secret as the specification writes it: whsec_ and 32 random bytes in base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

export interface SignedHeaders {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
}

/** The webhook-id of a message: the same on every attempt, so a receiver can drop a repeat. */
export function webhookIdOf(messageId: string) {
  return `msg_${messageId}`;
}

/**
 * The headers of one attempt. With several secrets (during a rotation, the new one and the old) the
 * signature header carries one `v1,…` entry per secret, space-separated as the specification allows:
 * a receiver holding either secret verifies.
 */
export function signedHeaders(
  secrets: string[],
  { messageId, at, body }: { messageId: string; at: Date; body: string },
): SignedHeaders {
  const id = webhookIdOf(messageId);
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(" "),
  };
}
