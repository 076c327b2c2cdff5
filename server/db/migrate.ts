import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { projectRoot } from "../project-root";
import type { DatabaseHandle } from "./connection";
import { rowsOf } from "./rows-of";

export const migrationsFolder = path.join(projectRoot(), "drizzle");

// Any fixed number: instances starting together take turns applying migrations.
const migrationLockId = 7_240_301;

/**
 * Applies the migrations, then `setUp` (what a start writes once, like the admin of ADMIN_EMAIL), under
 * an advisory lock: instances starting together take turns, so none of them sees the
 * other's work half done.
 */
export async function migrate(handle: DatabaseHandle, setUp?: () => Promise<void>): Promise<void> {
  await handle.withOneConnection(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${migrationLockId})`);
    try {
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
      await setUp?.();
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${migrationLockId})`);
    }
  });
}

function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
  return journal.entries.length;
}

/** True when the database answers and every committed migration has been applied. */
export async function isMigrated(handle: DatabaseHandle): Promise<boolean> {
  const result = await handle.db.execute<{ applied: number }>(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  const applied = Number(rowsOf<{ applied: number }>(result)[0]?.applied ?? 0);
  return applied >= expectedMigrationCount();
}
