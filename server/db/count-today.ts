import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./connection";

/**
 * One more under `key` today (the agency's date) in a table of numbers per day and key, nothing about
 * who: the funnel's steps, the booking limits' refusals. Both have the columns day, the key and count.
 */
export async function countToday(
  db: Database,
  table: PgTable,
  keyColumn: PgColumn,
  key: string,
  agencyZone: string,
) {
  const keyName = sql.identifier(keyColumn.name);
  await db.execute(sql`insert into ${table} (day, ${keyName}, count)
    values ((now() at time zone ${agencyZone})::date, ${key}, 1)
    on conflict (day, ${keyName}) do update set count = ${table}.count + 1`);
}
