import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./connection";

/**
 * One more under each of the distinct `keys` today (the agency's date) in a table of numbers per day
 * and key, nothing about who: the funnel's steps, the booking limits' refusals. Both have the columns
 * day, the key and count. One statement: inside a transaction each row stays locked until the commit,
 * and every visitor counts on the same few rows of the day.
 */
export async function countToday(
  db: Database,
  table: PgTable,
  keyColumn: PgColumn,
  keys: readonly string[],
  agencyZone: string,
) {
  const insert = countTodayInsert(table, keyColumn, keys, agencyZone);
  if (insert) await db.execute(insert);
}

/** The statement `countToday` runs, for `writeTogether` (db/together.ts); null when there is no key. */
export function countTodayInsert(
  table: PgTable,
  keyColumn: PgColumn,
  keys: readonly string[],
  agencyZone: string,
) {
  if (keys.length === 0) return null;
  const keyName = sql.identifier(keyColumn.name);
  const today = sql`(now() at time zone ${agencyZone})::date`;
  const rows = sql.join(
    keys.map((key) => sql`(${today}, ${key}, 1)`),
    sql`, `,
  );
  return sql`insert into ${table} (day, ${keyName}, count) values ${rows}
    on conflict (day, ${keyName}) do update set count = ${table}.count + 1`;
}
