import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase } from "../../server/db/connection";
import { migrate, migrationsFolder } from "../../server/db/migrate";
import { projectRoot } from "../../server/project-root";

// Migrating a database takes seconds; a test run needs hundreds of fresh ones. So the run migrates once,
// in Vitest's global set-up: an embedded database's data folder kept as an image on disk (reused by later
// runs while the migrations are unchanged), and a PostgreSQL template database that CREATE DATABASE copies.
// Server processes get a copy of the same data folder unpacked beside the image: copying it costs
// milliseconds, where loading the image costs a second of CPU and creating a database three.

export const testDatabasePrefix = "vt_";

/** What every test file opens its databases from. */
export interface MigratedDatabases {
  pgliteImageFile: string;
  /** The image unpacked: a data folder to copy for a process that opens its own embedded database. */
  pgliteFolder: string;
  postgresTemplate?: string;
}

function migrationsDigest() {
  const hash = createHash("sha256");
  hash.update(readFileSync(path.join(projectRoot(), "node_modules/@electric-sql/pglite/package.json")));
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsFolder, name);
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

async function pgliteImageFile() {
  const folder = path.join(projectRoot(), "node_modules/.cache/test-databases");
  const file = path.join(folder, `pglite-${migrationsDigest()}.tar`);
  if (existsSync(file)) return file;
  const handle = await openDatabase({ kind: "pglite" });
  await migrate(handle);
  const image = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  await handle.close();
  mkdirSync(folder, { recursive: true });
  // Written aside, then renamed: a run stopped half-way leaves no broken image behind.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/** The image's data folder beside it (`pglite-<digest>/`), unpacked once. */
async function pgliteFolderOf(imageFile: string) {
  const folder = imageFile.replace(/\.tar$/, "");
  if (existsSync(folder)) return folder;
  // Unpacked aside, then renamed, as the image is written.
  const partial = `${folder}.${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  const handle = await openDatabase({
    kind: "pglite",
    dataDir: partial,
    loadDataDir: new Blob([readFileSync(imageFile)]),
  });
  await handle.close();
  try {
    renameSync(partial, folder);
  } catch (error) {
    // Another run unpacked it at the same moment.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(folder)) throw error;
  }
  return folder;
}

/** The migrated embedded database as a data folder, made or reused (Playwright's servers start on copies). */
export async function migratedPgliteFolder(): Promise<string> {
  return pgliteFolderOf(await pgliteImageFile());
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

async function postgresTemplate(serverUrl: string) {
  const name = `${testDatabasePrefix}template_${randomBytes(4).toString("hex")}`;
  await administer(serverUrl, `create database ${name}`);
  const handle = await openDatabase({ kind: "postgres", url: databaseUrlFor(serverUrl, name) });
  await migrate(handle);
  await handle.close();
  return name;
}

export async function prepareMigratedDatabases(postgresUrl: string | undefined): Promise<MigratedDatabases> {
  const [imageFile, template] = await Promise.all([
    pgliteImageFile(),
    postgresUrl ? postgresTemplate(postgresUrl) : undefined,
  ]);
  return {
    pgliteImageFile: imageFile,
    pgliteFolder: await pgliteFolderOf(imageFile),
    postgresTemplate: template,
  };
}
