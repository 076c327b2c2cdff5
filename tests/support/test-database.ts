import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, inject } from "vitest";
import {
  type DatabaseHandle,
  type DatabaseKind,
  type DatabaseOptions,
  openDatabase,
} from "../../server/db/connection";
import type { DatabaseSource } from "../../server/services";
import {
  administer,
  copyMigratedFolder,
  type MigratedDatabases,
  testDatabasePrefix,
  databaseUrlFor as urlOn,
} from "./migrated-databases";

// Each test gets its own fresh database, on the engines this run covers: the embedded PostgreSQL always
// (the run's own server, as the default starts one), an external PostgreSQL too when TEST_DATABASE_URL
// names a server we may create databases on. Both are copies of a template the global set-up migrated
// once (migrated-databases.ts). The code under test reaches both the same way: node-postgres.

declare module "vitest" {
  export interface ProvidedContext {
    migratedDatabases: MigratedDatabases;
  }
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;
export const databaseKinds: DatabaseKind[] = testDatabaseUrl ? ["embedded", "postgres"] : ["embedded"];

/** The URL of database `name` on the TEST_DATABASE_URL server. */
export function databaseUrlFor(name: string) {
  return urlOn(testDatabaseUrl ?? "", name);
}

function migrated(): MigratedDatabases {
  try {
    return inject("migratedDatabases");
  } catch {
    throw new Error(
      "Test databases are made by Vitest's global set-up (tests/support/vitest-global-setup.ts)",
    );
  }
}

/** The server holding `kind`'s test databases, and the migrated template to copy there. */
function serverOf(kind: DatabaseKind) {
  const databases = migrated();
  if (kind === "embedded")
    return { serverUrl: databases.embeddedServerUrl, template: databases.embeddedTemplate };
  if (!testDatabaseUrl || !databases.postgresTemplate)
    throw new Error("No external PostgreSQL in this run: set TEST_DATABASE_URL");
  return { serverUrl: testDatabaseUrl, template: databases.postgresTemplate };
}

/** Where a fresh, migrated database of `kind` can be opened, and how to remove it afterwards. */
export async function createPostgresTestDatabase(
  kind: DatabaseKind = "postgres",
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { serverUrl, template } = serverOf(kind);
  const name = `${testDatabasePrefix}${randomBytes(6).toString("hex")}`;
  // On the run's own server (fsync off), copying the template's files takes a third of the CPU that
  // writing them through the WAL (the default) does; an external server keeps its default, which
  // needs no checkpoint.
  const strategy = kind === "embedded" ? " strategy file_copy" : "";
  await administer(serverUrl, `create database ${name} template ${template}${strategy}`);
  return {
    url: urlOn(serverUrl, name),
    drop: () => administer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** A fresh, migrated database; closing it also deletes it. */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  const { url, drop } = await createPostgresTestDatabase(kind);
  const handle = await openDatabase(poolOptions(url));
  return {
    ...handle,
    kind,
    async close() {
      await handle.close();
      await drop();
    },
  };
}

/**
 * A fresh, migrated DATA_DIR for a process that starts its own embedded server there (a server
 * process, or the test while no server runs on it).
 */
export async function createEmbeddedFolder(dataDir: string): Promise<void> {
  await copyMigratedFolder(dataDir);
}

/**
 * A fresh, migrated database for code that starts the services (startServices takes either): where
 * it can be opened. `drop` removes it afterwards.
 */
export async function createTestDatabaseSource(
  kind: DatabaseKind,
): Promise<{ source: DatabaseSource; drop: () => Promise<void> }> {
  const { url, drop } = await createPostgresTestDatabase(kind);
  return { source: poolOptions(url), drop };
}

// Vitest's workers and Playwright share two cores: a burst of 500 requests may wait long for a
// connection, which in production would rightly be answered 503.
function poolOptions(url: string): DatabaseOptions {
  return { kind: "postgres", url, poolSize: 20, connectionWaitMs: 150_000 };
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
