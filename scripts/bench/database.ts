import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseKind, DatabaseOptions } from "../../server/db/connection";

/** A fresh database for one run of the bench, and everything needed to remove it afterwards. */
export interface BenchDatabase {
  kind: DatabaseKind;
  label: string;
  /** DATA_DIR of the server (auth secret, e-mail files; the embedded database too). */
  dataDir: string;
  /** The server's environment for this database. */
  env: Record<string, string>;
  /** How the bench itself opens it, once the server has stopped. */
  options: DatabaseOptions;
  url?: string;
  remove(): Promise<void>;
}

async function administer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

export async function freshDatabase(kind: DatabaseKind, serverUrl?: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "dvat-bench-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === "embedded") {
    return {
      kind,
      label: "embedded",
      dataDir,
      env: {},
      // The baselines run 50 queries at once, more than the site's own server allows connections.
      options: { kind: "embedded", dataDir, settings: { max_connections: "80" } },
      async remove() {
        removeDir();
      },
    };
  }
  if (!serverUrl) throw new Error("A PostgreSQL run needs BENCH_DATABASE_URL");
  const name = `dvat_bench_${randomBytes(4).toString("hex")}`;
  await administer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    label: "PostgreSQL",
    dataDir,
    env: { DATABASE_URL: url.toString() },
    options: { kind: "postgres", url: url.toString() },
    url: url.toString(),
    async remove() {
      removeDir();
      await administer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
