import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import {
  type DatabaseHandle,
  type DatabaseKind,
  type DatabaseOptions,
  openDatabase,
} from "../../server/db/connection";
import { migrate } from "../../server/db/migrate";

// Each test gets its own freshly migrated database, on the engines this run covers: PGlite always,
// PostgreSQL too when TEST_DATABASE_URL names a server we may create databases on.

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;
export const databaseKinds: DatabaseKind[] = testDatabaseUrl ? ["pglite", "postgres"] : ["pglite"];
export const testDatabasePrefix = "vt_";

let pgliteImage: Promise<Blob> | undefined;
let postgresTemplate: Promise<string> | undefined;

function migratedPgliteImage() {
  pgliteImage ??= (async () => {
    const handle = await openDatabase({ kind: "pglite" });
    await migrate(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const image = await client.dumpDataDir("none");
    await handle.close();
    return image;
  })();
  return pgliteImage;
}

export function databaseUrlFor(name: string) {
  const url = new URL(testDatabaseUrl ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}

async function administer(statement: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function migratedPostgresTemplate() {
  postgresTemplate ??= (async () => {
    const name = `${testDatabasePrefix}template_${process.pid}_${randomBytes(3).toString("hex")}`;
    await administer(`create database ${name}`);
    const handle = await openDatabase({ kind: "postgres", url: databaseUrlFor(name) });
    await migrate(handle);
    await handle.close();
    return name;
  })();
  return postgresTemplate;
}

/** A fresh, migrated database; closing it also deletes it (PostgreSQL). */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") return openDatabase({ kind: "pglite", loadDataDir: await migratedPgliteImage() });
  const template = await migratedPostgresTemplate();
  const name = `${testDatabasePrefix}${randomBytes(6).toString("hex")}`;
  await administer(`create database ${name} template ${template}`);
  const handle = await openDatabase({ kind: "postgres", url: databaseUrlFor(name), poolSize: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await administer(`drop database if exists ${name} with (force)`);
    },
  };
}

/** A fresh, migrated embedded database kept in `dataDir` (another process may open it once it is closed). */
export async function createPgliteFolder(dataDir: string): Promise<DatabaseHandle> {
  return openDatabase({ kind: "pglite", dataDir, loadDataDir: await migratedPgliteImage() });
}

/**
 * Where a fresh, migrated database can be opened (for code that opens its own, like startServices),
 * and how to remove it afterwards.
 */
export async function createTestDatabaseOptions(
  kind: DatabaseKind,
): Promise<{ options: DatabaseOptions; drop: () => Promise<void> }> {
  if (kind === "pglite") {
    return { options: { kind: "pglite", loadDataDir: await migratedPgliteImage() }, drop: async () => {} };
  }
  const template = await migratedPostgresTemplate();
  const name = `${testDatabasePrefix}${randomBytes(6).toString("hex")}`;
  await administer(`create database ${name} template ${template}`);
  return {
    options: { kind: "postgres", url: databaseUrlFor(name), poolSize: 20 },
    drop: () => administer(`drop database if exists ${name} with (force)`),
  };
}
