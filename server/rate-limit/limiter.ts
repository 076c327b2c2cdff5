import { type SQL, sql } from "drizzle-orm";
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

export interface RateLimitHit {
  key: string;
  rule: RateLimitRule;
}

/** Counts one attempt under `key` (see `hitRateLimits`). */
export async function hitRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const [result] = await hitRateLimits(db, [{ key, rule }]);
  return result;
}

/**
 * Counts one attempt under each key in fixed windows kept in the database, so every instance shares
 * them. One atomic statement for all the keys (one round trip): concurrent attempts are all counted.
 * Its rows are locked in the keys' sorted order, so two statements never wait for each other. Results
 * come in the order of `hits`; the keys must differ.
 */
export async function hitRateLimits<const Hits extends readonly RateLimitHit[]>(
  db: Database,
  hits: Hits,
): Promise<{ [Each in keyof Hits]: RateLimitResult }> {
  const sorted = [...hits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // Each row's own window, chosen by its key: an upsert's SET sees only the row and `excluded`.
  const windowOf = (key: SQL) =>
    sql`make_interval(secs => case ${key} ${sql.join(
      sorted.map(({ key: each, rule }) => sql`when ${each} then ${rule.windowMs / 1000}::float8`),
      sql` `,
    )} end)`;
  const expired = sql`${rateLimits.windowStartedAt} <= now() - ${windowOf(sql`excluded.key`)}`;
  const rows = await db
    .insert(rateLimits)
    .values(sorted.map(({ key }) => ({ key, count: 1, windowStartedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      key: rateLimits.key,
      count: rateLimits.count,
      retryAfterSeconds: sql<number>`ceil(extract(epoch from (${rateLimits.windowStartedAt} + ${windowOf(sql`${rateLimits.key}`)} - now())))::int`,
    });
  const results = hits.map(({ key, rule }) => {
    const row = rows.find((each) => each.key === key);
    const count = row?.count ?? 1;
    const windowSeconds = rule.windowMs / 1000;
    // Capped at the window: an attempt whose transaction began just before the one that opened the window
    // (it waited for the row's lock) sees that window start after its own now(), one second too far ahead.
    const retryAfterSeconds = Math.min(Math.ceil(windowSeconds), Math.max(1, row?.retryAfterSeconds ?? 1));
    return { allowed: count <= rule.limit, count, retryAfterSeconds };
  });
  return results as { [Each in keyof Hits]: RateLimitResult };
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
