import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { logger } from "../../logger";
import type { DatabaseHandle } from "../connection";
import { type Query, queryOn, readSequences, readTables, writeTables } from "../copy/table-rows";
import { DataDirInUseError, lockHolder } from "../data-dir-lock";
import { migrate, migrationsFolder } from "../migrate";

// Until decision 040 the embedded database was PGlite in DATA_DIR/pglite. Its first start on the new
// engine carries every row into the embedded PostgreSQL, then keeps the old folder under another name
// for the owner to remove. PGlite is loaded only then.

export const earlierFolderName = "pglite";
export const keptFolderName = "pglite-carried-over";

async function readEarlier(folder: string) {
  const [{ PGlite }, { drizzle }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const pglite = await PGlite.create({ dataDir: folder });
  try {
    // A folder from an older version first gets the migrations it lacks, as its own start would have.
    await migratePglite(drizzle({ client: pglite }), { migrationsFolder });
    const query: Query = async (text, params) =>
      (await pglite.query<Record<string, unknown>>(text, params)).rows;
    await query("begin isolation level repeatable read read only");
    const tables = await readTables(query);
    const sequences = await readSequences(query);
    await query("commit");
    return { tables, sequences };
  } finally {
    await pglite.close();
  }
}

/** A free name beside the earlier folder to keep it under. */
function keptName(dataDir: string) {
  const plain = path.join(dataDir, keptFolderName);
  if (!existsSync(plain)) return plain;
  return `${plain}-${new Date().toISOString().slice(0, 19).replaceAll(":", "")}`;
}

/**
 * Carries DATA_DIR/pglite into `handle` (the embedded PostgreSQL, migrated here first) in one
 * transaction: a start stopped half-way leaves the folder in place, and the next start carries it again
 * from the beginning.
 */
export async function carryOverEarlierDatabase(handle: DatabaseHandle, dataDir: string) {
  const earlier = path.join(dataDir, earlierFolderName);
  if (!existsSync(path.join(earlier, "PG_VERSION"))) return;
  const holder = lockHolder(`${earlier}.lock`);
  if (holder)
    throw new DataDirInUseError(
      `An earlier version of the site still runs on ${earlier} (process ${holder}): stop it, then start again.`,
    );
  logger.notice(`Carrying the earlier embedded database (${earlier}) into PostgreSQL (once, a few seconds)…`);
  await migrate(handle);
  const { tables, sequences } = await readEarlier(earlier);
  const rows = await handle.withOneConnection(async (db) => {
    const query = queryOn(db);
    await query("begin");
    try {
      const written = await writeTables(query, tables, sequences);
      await query("commit");
      return written;
    } catch (error) {
      await query("rollback");
      throw error;
    }
  });
  const kept = keptName(dataDir);
  renameSync(earlier, kept);
  rmSync(`${earlier}.lock`, { force: true });
  logger.notice(
    `Carried ${rows} rows of ${tables.length} tables. The earlier folder is kept as ${kept}: remove it once you have checked the site.`,
  );
}
