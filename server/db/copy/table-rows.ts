import type pg from "pg";
import type { Database } from "../connection";

// Every row of our tables, as data any PostgreSQL reads back: what a backup holds, what a restore and
// the carry-over from the earlier engine write. Tables go in the order their foreign keys need, by
// column name, so a table with a column added since keeps that column's default.

/** One table's rows, as the JSON array PostgreSQL's json_agg makes (text, never parsed here). */
export interface TableRows {
  table: string;
  columns: string[];
  rowsJson: string;
}

/** Runs SQL text with $1… parameters; resolves to the rows. */
export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** SQL text on the one connection `withOneConnection` lends (Drizzle's `$client` is that node-postgres client). */
export function queryOn(db: Database): Query {
  const client = (db as unknown as { $client: pg.PoolClient }).$client;
  return async (text, params = []) => (await client.query(text, params)).rows;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Our tables (schema public), each after the tables it references. */
export async function tablesInCopyOrder(query: Query): Promise<string[]> {
  const tables = (
    await query("select tablename from pg_tables where schemaname = 'public' order by tablename")
  ).map((row) => String(row.tablename));
  const references = await query(`
    select c.relname as child, p.relname as parent from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const { child, parent } of references) if (child === table) place(String(parent), path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/** Every table's rows; the caller runs this inside one snapshot (repeatable read) for consistency. */
export async function readTables(query: Query): Promise<TableRows[]> {
  const read: TableRows[] = [];
  for (const table of await tablesInCopyOrder(query)) {
    const columns = (
      await query(
        `select attname from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped order by attnum`,
        [quoted(table)],
      )
    ).map((row) => String(row.attname));
    const [row] = await query(`select coalesce(json_agg(t), '[]')::text as rows from ${quoted(table)} t`);
    read.push({ table, columns, rowsJson: String(row?.rows ?? "[]") });
  }
  return read;
}

/** The sequences' positions (none today; a serial column added later keeps counting where it was). */
export async function readSequences(query: Query): Promise<Record<string, string>> {
  const rows = await query(
    "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' and last_value is not null",
  );
  return Object.fromEntries(rows.map((row) => [String(row.name), String(row.value)]));
}

/** Tables holding at least one row. */
export async function tablesWithRows(query: Query): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await tablesInCopyOrder(query))
    if ((await query(`select exists (select from ${quoted(table)}) as filled`))[0]?.filled)
      filled.push(table);
  return filled;
}

/**
 * Empties our tables, then writes `tables` in reference order (call inside one transaction). Columns the
 * rows do not have take their defaults; a table the target does not have is refused by name.
 */
export async function writeTables(query: Query, tables: TableRows[], sequences: Record<string, string>) {
  const known = await tablesInCopyOrder(query);
  const unknown = tables.filter(({ table }) => !known.includes(table)).map(({ table }) => table);
  if (unknown.length > 0)
    throw new Error(
      `The target database has no table ${unknown.join(", ")}: is it this site's, at its current version?`,
    );
  await query(`truncate ${known.map(quoted).join(", ")}`);
  let rows = 0;
  for (const table of known) {
    const source = tables.find((candidate) => candidate.table === table);
    if (!source || source.rowsJson === "[]") continue;
    const columns = source.columns.map(quoted).join(", ");
    const [inserted] = await query(
      `with written as (insert into ${quoted(table)} (${columns}) select ${columns} from json_populate_recordset(null::${quoted(table)}, $1::json) returning 1) select count(*)::int as count from written`,
      [source.rowsJson],
    );
    rows += Number(inserted?.count ?? 0);
  }
  for (const [name, value] of Object.entries(sequences))
    await query("select setval($1::regclass, $2::bigint)", [quoted(name), value]);
  return rows;
}
