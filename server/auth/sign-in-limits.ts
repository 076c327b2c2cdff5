import { createHash } from "node:crypto";
import type { BetterAuthOptions } from "better-auth";
import { APIError, createAuthMiddleware, getIP, isAPIError } from "better-auth/api";
import type { Database } from "../db/connection";
import { clientKey } from "../rate-limit/client-key";
import { clearRateLimit, giveBackAttempt, hitRateLimits, type RateLimitResult } from "../rate-limit/limiter";

// Sign-in attempts are counted in the database before the password is checked (counting first is
// atomic, so parallel guesses cannot all slip through), and a success gives its attempt back, so only
// failures add up (docs/decisions/006-sign-in-limits.md):
// - per client (an IPv4 address, an IPv6 /64), whatever accounts it tries: refused past 20;
// - per client and account: refused past 5;
// - per account, from anywhere: only slowed, never refused — so someone who knows the admin's e-mail
//   but not the password cannot keep the admin out; a right password from a client with no failures
//   always works.

const WINDOW_MS = 15 * 60_000;
export const signInLimits = {
  client: { limit: 20, slowAfter: 10, windowMs: WINDOW_MS },
  clientAccount: { limit: 5, slowAfter: 3, windowMs: WINDOW_MS },
  account: { slowAfter: 5, windowMs: WINDOW_MS },
  delayStepMs: 100,
  maxDelayMs: 1_000,
};

const SIGN_IN_PATH = "/sign-in/email";

function accountDigest(email: string) {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
}

/**
 * The account's counter, by a digest of the e-mail as typed: whatever a client sends (a NUL byte the
 * database refuses, megabytes of text) makes a short key, and the table holds no addresses.
 */
export function accountKey(email: string) {
  return `sign-in:account:${accountDigest(email)}`;
}

export function clientAccountKey(client: string, email: string) {
  return `sign-in:client-account:${client}:${accountDigest(email)}`;
}

export function clientSignInKey(client: string) {
  return `sign-in:client:${client}`;
}

export function tooManyAttemptsMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

function delayFor(result: RateLimitResult, slowAfter: number) {
  return Math.min(signInLimits.maxDelayMs, Math.max(0, result.count - slowAfter) * signInLimits.delayStepMs);
}

function emailOf(body: unknown) {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email : "";
}

function clientOf(ctx: { request?: Request; headers?: Headers; context: { options: BetterAuthOptions } }) {
  return clientKey(getIP(ctx.request ?? ctx.headers ?? new Headers(), ctx.context.options) ?? "");
}

/** Better Auth hooks: they guard `POST /api/auth/sign-in/email` and `auth.api.signInEmail` alike. */
export function signInLimitHooks(db: Database) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== SIGN_IN_PATH) return;
      const client = clientOf(ctx);
      const email = emailOf(ctx.body);
      const [byClient, byClientAccount, byAccount] = await hitRateLimits(db, [
        { key: clientSignInKey(client), rule: signInLimits.client },
        { key: clientAccountKey(client, email), rule: signInLimits.clientAccount },
        { key: accountKey(email), rule: { limit: Number.MAX_SAFE_INTEGER, windowMs: WINDOW_MS } },
      ]);
      const refused = [byClient, byClientAccount].filter((result) => !result.allowed);
      if (refused.length > 0) {
        const retryAfter = Math.max(...refused.map((result) => result.retryAfterSeconds));
        throw new APIError(
          "TOO_MANY_REQUESTS",
          { code: "TOO_MANY_SIGN_IN_ATTEMPTS", message: tooManyAttemptsMessage(retryAfter) },
          { "Retry-After": String(retryAfter) },
        );
      }
      const delay = Math.max(
        delayFor(byClient, signInLimits.client.slowAfter),
        delayFor(byClientAccount, signInLimits.clientAccount.slowAfter),
        delayFor(byAccount, signInLimits.account.slowAfter),
      );
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== SIGN_IN_PATH) return;
      const returned = ctx.context.returned;
      if (!returned || isAPIError(returned) || returned instanceof Error) return;
      const client = clientOf(ctx);
      const email = emailOf(ctx.body);
      await Promise.all([
        clearRateLimit(db, clientAccountKey(client, email)),
        clearRateLimit(db, accountKey(email)),
        giveBackAttempt(db, clientSignInKey(client)),
      ]);
    }),
  };
}
