/** The rows of a `db.execute(sql…)` result: node-postgres answers with `{ rows }`, which Drizzle does not type. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
