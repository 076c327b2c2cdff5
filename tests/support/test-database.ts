import { randomBytes } from "node:crypto";
import { cpSync, readFileSync } from "node:fs";
import { afterEach, beforeEach, inject } from "vitest";
import {
  type DatabaseHandle,
  type DatabaseKind,
  type DatabaseOptions,
  openDatabase,
} from "../../server/db/connection";
import type { DatabaseSource } from "../../server/services";
import { lendEmbeddedDatabase } from "./lent-pglite";
import {
  administer,
  type MigratedDatabases,
  prepareMigratedDatabases,
  testDatabasePrefix,
  databaseUrlFor as urlOn,
} from "./migrated-databases";

// Each test gets its own fresh database, on the engines this run covers: PGlite always, PostgreSQL too
// when TEST_DATABASE_URL names a server we may create databases on. Both start from what the global
// set-up migrated once (migrated-databases.ts).

declare module "vitest" {
  export interface ProvidedContext {
    migratedDatabases: MigratedDatabases;
  }
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;
export const databaseKinds: DatabaseKind[] = testDatabaseUrl ? ["pglite", "postgres"] : ["pglite"];

/** The URL of database `name` on the TEST_DATABASE_URL server. */
export function databaseUrlFor(name: string) {
  return urlOn(testDatabaseUrl ?? "", name);
}

let prepared: Promise<MigratedDatabases> | undefined;
let pgliteImage: Promise<Blob> | undefined;

/**
 * What Vitest's global set-up migrated. Outside Vitest (a Playwright spec preparing its own server's
 * folder) the embedded image is made or reused here; such specs use the embedded database only.
 */
function migrated(): Promise<MigratedDatabases> {
  prepared ??= (async () => {
    try {
      return inject("migratedDatabases");
    } catch {
      return prepareMigratedDatabases(undefined);
    }
  })();
  return prepared;
}

function migratedPgliteImage() {
  pgliteImage ??= migrated().then(({ pgliteImageFile }) => new Blob([readFileSync(pgliteImageFile)]));
  return pgliteImage;
}

/** An embedded database as the image left it, lent open (lent-pglite.ts). */
async function lendPglite() {
  return lendEmbeddedDatabase(async () =>
    openDatabase({ kind: "pglite", loadDataDir: await migratedPgliteImage() }),
  );
}

/** Where a fresh, migrated PostgreSQL database can be opened, and how to remove it afterwards. */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = testDatabaseUrl ?? "";
  const template = (await migrated()).postgresTemplate;
  if (!template)
    throw new Error("No PostgreSQL template: only Vitest runs (with TEST_DATABASE_URL) prepare one");
  const name = `${testDatabasePrefix}${randomBytes(6).toString("hex")}`;
  await administer(serverUrl, `create database ${name} template ${template}`);
  return {
    url: urlOn(serverUrl, name),
    drop: () => administer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** A fresh, migrated database; closing it also deletes it (PostgreSQL) or empties it for the next test (PGlite). */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") return lendPglite();
  const { url, drop } = await createPostgresTestDatabase();
  const handle = await openDatabase(postgresOptions(url));
  return {
    ...handle,
    async close() {
      await handle.close();
      await drop();
    },
  };
}

/**
 * A fresh, migrated embedded database's data folder at `dataDir`, for a process to open (a server
 * process, or the test while no server runs on it).
 */
export async function createPgliteFolder(dataDir: string): Promise<void> {
  cpSync((await migrated()).pgliteFolder, dataDir, { recursive: true });
}

/**
 * A fresh, migrated database for code that starts the services (startServices takes either): an
 * embedded one lent open, or where a PostgreSQL copy can be opened. `drop` removes it afterwards.
 */
export async function createTestDatabaseSource(
  kind: DatabaseKind,
): Promise<{ source: DatabaseSource; drop: () => Promise<void> }> {
  if (kind === "pglite") {
    const lent = await lendPglite();
    // Stopping the services gives it back; this is for a start that failed before it could.
    return { source: lent, drop: () => lent.close() };
  }
  const { url, drop } = await createPostgresTestDatabase();
  return { source: postgresOptions(url), drop };
}

// Vitest's workers and Playwright share two cores: a burst of 500 requests may wait long for a
// connection, which in production would rightly be answered 503.
function postgresOptions(url: string): DatabaseOptions {
  return { kind: "postgres", url, poolSize: 20, connectionWaitMs: 60_000 };
}

/**
 * A fresh database for each test of the suite that calls this: made before each test, deleted after.
 * The handle it returns reaches the current test's database, so read it inside a test.
 */
export function freshDatabasePerTest(kind: DatabaseKind): DatabaseHandle {
  let current: DatabaseHandle | undefined;
  beforeEach(async () => {
    current = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const database = () => {
    if (!current) throw new Error("The test database exists only while a test runs");
    return current;
  };
  return {
    kind,
    get db() {
      return database().db;
    },
    listen: (channel, handler) => database().listen(channel, handler),
    withOneConnection: (work) => database().withOneConnection(work),
    close: () => database().close(),
  };
}
