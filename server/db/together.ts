import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "./connection";
import { rowsOf } from "./rows-of";

// A booking's transaction talks to the database a dozen times, and on a busy site each round trip
// costs the one Node thread more than the statement costs the database (docs/decisions/045-fewer-round-trips.md).
// These put several modules' reads, or several modules' writes, into one statement each.

/** Named scalar subqueries, each module contributing its own: `{ rules: sql`(select …)` }`. */
type Columns = Record<string, SQL>;

/** `select (a) as a, (b) as b, …` in one round trip; each value as node-postgres reads it (json parsed). */
export async function selectTogether<T>(db: Database, columns: Columns): Promise<T> {
  const list = sql.join(
    Object.entries(columns).map(([name, value]) => sql`(${value}) as ${sql.identifier(name)}`),
    sql`, `,
  );
  const [row] = rowsOf<T>(await db.execute(sql`select ${list}`));
  if (!row) throw new Error("A select without a table returned no row");
  return row;
}

/**
 * Inserts, updates and deletes that do not read one another's results, in one statement: all but the
 * last as data-modifying CTEs, which PostgreSQL runs exactly once each, in the same snapshot. Order
 * matters only for locks: the last statement's rows are locked last. `null`s (nothing to write) are left out.
 */
export async function writeTogether(db: Database, statements: readonly (SQLWrapper | null)[]) {
  const writes = statements.filter((statement) => statement !== null).map((statement) => statement.getSQL());
  const last = writes.pop();
  if (!last) return;
  if (writes.length === 0) {
    await db.execute(last);
    return;
  }
  const ctes = sql.join(
    writes.map((write, index) => sql`${sql.identifier(`write_${index}`)} as (${write})`),
    sql`, `,
  );
  await db.execute(sql`with ${ctes} ${last}`);
}
