import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { z } from "zod";
import { ExplainedError } from "../../explained-error";
import type { TableRows } from "../copy/table-rows";

// A backup is one gzip'd JSON file: every row of every table of the site, the sequences' positions, and
// how many migrations the database had, so a restore knows it can read it. Plain data, so any
// PostgreSQL of any version restores it (pg_dump's files need a pg_restore as new as the server).

export const backupFormat = "agency-site-backup";

export interface Backup {
  madeAt: string;
  /** Migrations applied to the database it was made from. */
  migrations: number;
  sequences: Record<string, string>;
  tables: TableRows[];
}

const backupSchema = z.object({
  format: z.literal(backupFormat),
  version: z.literal(1),
  madeAt: z.string(),
  migrations: z.number().int().nonnegative(),
  sequences: z.record(z.string(), z.string()),
  tables: z.array(z.object({ table: z.string(), columns: z.array(z.string()), rows: z.array(z.unknown()) })),
});

export class BackupFileError extends ExplainedError {}

/** Writes the file aside, then renames it: a backup stopped half-way never looks like a whole one. */
export function writeBackupFile(file: string, backup: Backup) {
  // The rows stay the JSON text PostgreSQL made: a large table is never parsed here.
  const tables = backup.tables
    .map(
      ({ table, columns, rowsJson }) =>
        `{"table":${JSON.stringify(table)},"columns":${JSON.stringify(columns)},"rows":${rowsJson}}`,
    )
    .join(",\n");
  const head = { format: backupFormat, version: 1, madeAt: backup.madeAt, migrations: backup.migrations };
  const text = `${JSON.stringify(head).slice(0, -1)},"sequences":${JSON.stringify(backup.sequences)},"tables":[\n${tables}\n]}\n`;
  const partial = `${file}.partial`;
  // It holds password hashes and sessions: readable by the owner only.
  writeFileSync(partial, gzipSync(text), { mode: 0o600 });
  renameSync(partial, file);
}

export function readBackupFile(file: string): Backup {
  let parsed: unknown;
  try {
    parsed = JSON.parse(gunzipSync(readFileSync(file)).toString("utf8"));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === "ENOENT"
        ? "there is no such file"
        : "it is not a backup made by npm run db:backup (not gzip'd JSON)";
    throw new BackupFileError(`Cannot read ${file}: ${reason}.`);
  }
  const backup = backupSchema.safeParse(parsed);
  if (!backup.success)
    throw new BackupFileError(`${file} is not a backup made by npm run db:backup, or it is damaged.`);
  return {
    madeAt: backup.data.madeAt,
    migrations: backup.data.migrations,
    sequences: backup.data.sequences,
    tables: backup.data.tables.map(({ table, columns, rows }) => ({
      table,
      columns,
      rowsJson: JSON.stringify(rows),
    })),
  };
}
