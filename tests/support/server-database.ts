import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DatabaseHandle, type DatabaseKind, openDatabase } from "../../server/db/connection";
import { createPgliteFolder, createPostgresTestDatabase } from "./test-database";

// A fresh, migrated database for server processes (tests/support/server-process.ts), which the test
// can also open to prepare data and check it afterwards.

export interface ServerDatabase {
  /** Points a server process at it (DATA_DIR, and DATABASE_URL for PostgreSQL); no demo data. */
  env: Record<string, string>;
  /**
   * Opens it from the test. PostgreSQL: at any time. The embedded database belongs to one process,
   * so only while no server runs on it (close it before starting one).
   */
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

export async function createServerDatabase(kind: DatabaseKind): Promise<ServerDatabase> {
  const folder = mkdtempSync(path.join(tmpdir(), "server-db-"));
  const dataDir = path.join(folder, "data");
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  if (kind === "pglite") {
    const pgliteDir = path.join(dataDir, "pglite");
    await createPgliteFolder(pgliteDir);
    return {
      env: { DATA_DIR: dataDir, DEMO_DATA: "off" },
      open: () => openDatabase({ kind: "pglite", dataDir: pgliteDir }),
      async remove() {
        removeFolder();
      },
    };
  }
  const { url, drop } = await createPostgresTestDatabase();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url, DEMO_DATA: "off" },
    open: () => openDatabase({ kind: "postgres", url }),
    async remove() {
      await drop();
      removeFolder();
    },
  };
}
