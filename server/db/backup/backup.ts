import { readFileSync } from "node:fs";
import path from "node:path";
import { ExplainedError } from "../../explained-error";
import type { DatabaseHandle } from "../connection";
import {
  type Query,
  queryOn,
  readSequences,
  readTables,
  tablesWithRows,
  writeTables,
} from "../copy/table-rows";
import { migrate, migrationsFolder } from "../migrate";
import { type Backup, BackupFileError } from "./backup-file";

// `npm run db:backup` and `npm run db:restore`: the site's data out of one database and into another
// (the embedded one, or the managed PostgreSQL an owner moves to), through node-postgres only.

async function appliedMigrations(query: Query) {
  const [row] = await query("select count(*)::int as applied from drizzle.__drizzle_migrations");
  return Number(row?.applied ?? 0);
}

function knownMigrations() {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
  return journal.entries.length as number;
}

/**
 * Every table read in one snapshot (repeatable read, read only): a consistent backup while the site
 * keeps taking bookings, which it does not block.
 */
export async function makeBackup(handle: DatabaseHandle): Promise<Backup> {
  return handle.withOneConnection(async (db) => {
    const query = queryOn(db);
    await query("begin isolation level repeatable read read only");
    try {
      const backup = {
        madeAt: new Date().toISOString(),
        migrations: await appliedMigrations(query),
        tables: await readTables(query),
        sequences: await readSequences(query),
      };
      await query("commit");
      return backup;
    } catch (error) {
      await query("rollback");
      throw error;
    }
  });
}

export class RestoreRefusedError extends ExplainedError {}

/**
 * Brings the database to this version's schema, then replaces its rows with the backup's, all in one
 * transaction. A database that holds data is left alone unless `replace` says otherwise.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  backup: Backup,
  { replace = false, file = "FILE" }: { replace?: boolean; file?: string } = {},
) {
  if (backup.migrations > knownMigrations())
    throw new BackupFileError(
      `This backup comes from a newer version of the site (${backup.migrations} database migrations; this one has ${knownMigrations()}). Update the site first, then restore.`,
    );
  await migrate(handle);
  return handle.withOneConnection(async (db) => {
    const query = queryOn(db);
    await query("begin");
    try {
      const filled = await tablesWithRows(query);
      if (filled.length > 0 && !replace)
        throw new RestoreRefusedError(
          `The database already holds data (in ${filled.join(", ")}). Nothing was changed. To replace all of it with the backup: npm run db:restore -- ${file} --replace`,
        );
      const rows = await writeTables(query, backup.tables, backup.sequences);
      await query("commit");
      return rows;
    } catch (error) {
      await query("rollback");
      throw error;
    }
  });
}
