import { createHash } from "node:crypto";
import { APIError, createAuthMiddleware, getIP, isAPIError } from "better-auth/api";
import { sql } from "drizzle-orm";
import type { Database } from "../db/connection";
import { rateLimits } from "../db/schema";
import { clearRateLimit, hitRateLimit, type RateLimitResult } from "../rate-limit/limiter";

// Sign-in attempts are counted in the database, per client address and per account, before the
// password is checked: counting first is atomic, so parallel guesses cannot all slip through. A
// successful sign-in gives its attempt back, so only failures add up.

const WINDOW_MS = 15 * 60_000;
export const signInLimits = {
  account: { limit: 5, slowAfter: 3, windowMs: WINDOW_MS },
  address: { limit: 20, slowAfter: 10, windowMs: WINDOW_MS },
  delayStepMs: 100,
  maxDelayMs: 1_000,
};

const SIGN_IN_PATH = "/sign-in/email";

/**
 * The account's counter, by a digest of the e-mail as typed: whatever a client sends (a NUL byte the
 * database refuses, megabytes of text) makes a short key, and the table holds no addresses.
 */
export function accountKey(email: string) {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
  return `sign-in:account:${digest}`;
}

export function addressKey(address: string) {
  return `sign-in:address:${address}`;
}

export function tooManyAttemptsMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

function delayFor(result: RateLimitResult, slowAfter: number) {
  return Math.min(signInLimits.maxDelayMs, Math.max(0, result.count - slowAfter) * signInLimits.delayStepMs);
}

async function giveBack(db: Database, key: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`);
}

function emailOf(body: unknown) {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email : "";
}

/** Better Auth hooks: they guard `POST /api/auth/sign-in/email` and `auth.api.signInEmail` alike. */
export function signInLimitHooks(db: Database) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== SIGN_IN_PATH) return;
      const address = getIP(ctx.request ?? ctx.headers ?? new Headers(), ctx.context.options) ?? "unknown";
      const [byAccount, byAddress] = await Promise.all([
        hitRateLimit(db, accountKey(emailOf(ctx.body)), signInLimits.account),
        hitRateLimit(db, addressKey(address), signInLimits.address),
      ]);
      const refused = [byAccount, byAddress].filter((result) => !result.allowed);
      if (refused.length > 0) {
        const retryAfter = Math.max(...refused.map((result) => result.retryAfterSeconds));
        throw new APIError(
          "TOO_MANY_REQUESTS",
          { code: "TOO_MANY_SIGN_IN_ATTEMPTS", message: tooManyAttemptsMessage(retryAfter) },
          { "Retry-After": String(retryAfter) },
        );
      }
      const delay = Math.max(
        delayFor(byAccount, signInLimits.account.slowAfter),
        delayFor(byAddress, signInLimits.address.slowAfter),
      );
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== SIGN_IN_PATH) return;
      const returned = ctx.context.returned;
      if (!returned || isAPIError(returned) || returned instanceof Error) return;
      const address = getIP(ctx.request ?? ctx.headers ?? new Headers(), ctx.context.options) ?? "unknown";
      await Promise.all([
        clearRateLimit(db, accountKey(emailOf(ctx.body))),
        giveBack(db, addressKey(address)),
      ]);
    }),
  };
}
