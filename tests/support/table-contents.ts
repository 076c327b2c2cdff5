import type { DatabaseHandle } from "../../server/db/connection";
import { type Query, queryOn, readTables, type TableRows } from "../../server/db/copy/table-rows";

// Every table's rows, each row as JSON, in one order: what two databases holding the same data agree
// on, whatever order their rows were written in.

export async function tableContents(query: Query): Promise<Record<string, string[]>> {
  await query("begin isolation level repeatable read read only");
  const tables = await readTables(query);
  await query("commit");
  return contentsOfTables(tables);
}

/** The same, of tables as a backup holds them. */
export function contentsOfTables(tables: TableRows[]): Record<string, string[]> {
  return Object.fromEntries(
    tables.map(({ table, rowsJson }) => [
      table,
      (JSON.parse(rowsJson) as unknown[]).map((row) => JSON.stringify(row)).sort(),
    ]),
  );
}

export function contentsOf(handle: DatabaseHandle) {
  return handle.withOneConnection((db) => tableContents(queryOn(db)));
}
