import type { Database } from "../db/connection";
import { clientKey } from "../rate-limit/client-key";
import { hitRateLimit, type RateLimitResult, type RateLimitRule } from "../rate-limit/limiter";

// What a visitor's chat costs is requests to the provider, and one message may take several: the
// assistant may look up bookable times (its tool) before it answers, and each step is a request. So
// an address's budget counts requests, each charged before it is made, not messages.

/** Requests to the provider an address may cause: enough for a conversation, not for a bill. */
export const CHAT_CALL_LIMIT: RateLimitRule = { limit: 30, windowMs: 10 * 60_000 };

/** Charges the budget of the visitor at `address` for one request to the provider. */
export function chargeProviderCall(db: Database, address: string): Promise<RateLimitResult> {
  return hitRateLimit(db, `chat:${clientKey(address)}`, CHAT_CALL_LIMIT);
}

/** What the visitor reads once the budget is spent, before an answer or part-way through one. */
export function overBudgetMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `You have sent many messages in a short time. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
