import { rmSync } from "node:fs";
import path from "node:path";
import { type DatabaseHandle, type DatabaseKind, openDatabase } from "../../server/db/connection";
import { temporaryFolder } from "./temp-folder";
import { createEmbeddedFolder, createPostgresTestDatabase, testDatabaseUrl } from "./test-database";

// A fresh, migrated database for server processes (tests/support/server-process.ts), which the test
// can also open to prepare data and check it afterwards.

export interface ServerDatabase {
  /** Points a server process at it (DATA_DIR, and DATABASE_URL for PostgreSQL); no demo data. */
  env: Record<string, string>;
  /**
   * Opens it from the test, at any time: while a server process runs on the embedded database, through
   * that server (as the admin CLI does); otherwise by starting the embedded server for the test.
   */
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

export async function createServerDatabase(kind: DatabaseKind): Promise<ServerDatabase> {
  const folder = temporaryFolder("server-db-");
  const dataDir = path.join(folder, "data");
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  if (kind === "embedded") {
    await createEmbeddedFolder(dataDir);
    return {
      env: { DATA_DIR: dataDir, DEMO_DATA: "off" },
      open: () => openDatabase({ kind: "embedded", dataDir, alongsideSite: true }),
      async remove() {
        removeFolder();
      },
    };
  }
  // Reached by DATABASE_URL, as a site past one machine runs: on TEST_DATABASE_URL's server, else on the
  // run's own embedded server, which is a PostgreSQL like any other to a site given its URL.
  const { url, drop } = await createPostgresTestDatabase(testDatabaseUrl ? "postgres" : "embedded");
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url, DEMO_DATA: "off" },
    open: () => openDatabase({ kind: "postgres", url }),
    async remove() {
      await drop();
      removeFolder();
    },
  };
}
