import { sql } from "drizzle-orm";
import type { Database } from "../db/connection";
import { rateLimits } from "../db/schema";

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt under `key` in a fixed window kept in the database, so every instance shares
 * it. One atomic statement: concurrent attempts are all counted.
 */
export async function hitRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const windowSeconds = rule.windowMs / 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds}) then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds}) then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfterSeconds: sql<number>`ceil(extract(epoch from (${rateLimits.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now())))::int`,
    });
  const count = row?.count ?? 1;
  // Capped at the window: an attempt whose transaction began just before the one that opened the window
  // (it waited for the row's lock) sees that window start after its own now(), one second too far ahead.
  const retryAfterSeconds = Math.min(Math.ceil(windowSeconds), Math.max(1, row?.retryAfterSeconds ?? 1));
  return { allowed: count <= rule.limit, count, retryAfterSeconds };
}

/** Forgets the attempts under `key` (after a successful sign-in, say). */
export async function clearRateLimit(db: Database, key: string) {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Takes back one attempt counted under `key` (one that turned out not to be the client's doing). */
export async function giveBackAttempt(db: Database, key: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`);
}
