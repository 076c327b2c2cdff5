import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { ExplainedError } from "../../explained-error";
import type { Binaries } from "./binaries";
import type { DatabaseUser } from "./database-user";

// The embedded server's files in DATA_DIR: its cluster (`postgres/`), the password the site connects
// with (`postgres-password`, readable by the site's user only), and its log (`postgres.log`).

const run = promisify(execFile);

export const databaseRole = "agency";

export function clusterDirOf(dataDir: string) {
  return path.join(dataDir, "postgres");
}

export function logFileOf(dataDir: string) {
  return path.join(dataDir, "postgres.log");
}

/** The password of the `agency` role, generated on the first start. */
export function passwordOf(dataDir: string): string {
  const file = path.join(dataDir, "postgres-password");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(24).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  return readFileSync(file, "utf8").trim();
}

/** True once initdb finished here: PG_VERSION is among the last files it writes. */
export function isInitialised(clusterDir: string) {
  return existsSync(path.join(clusterDir, "PG_VERSION")) && existsSync(path.join(clusterDir, "global"));
}

/**
 * A cluster opens only with the PostgreSQL major version that made it. One made by another (the site
 * upgraded, or taken back, across a major release of its PostgreSQL) is refused before anything runs on
 * it, saying how to carry its data over: a backup is plain rows, which any version restores.
 */
export function refuseOtherVersion(clusterDir: string, major: number) {
  const madeBy = Number.parseInt(readFileSync(path.join(clusterDir, "PG_VERSION"), "utf8"), 10);
  if (madeBy === major) return;
  const what = `The embedded database in ${clusterDir} was made by PostgreSQL ${madeBy}; this version of the site runs PostgreSQL ${major}, which cannot open it. Nothing was changed.`;
  if (madeBy > major) throw new ExplainedError(`${what} Run the newer version of the site that made it.`);
  throw new ExplainedError(
    `${what} To carry its data over: with the version of the site that made it (the one you upgraded from), run \`npm run db:backup -- FILE\`; then, with this version, move ${clusterDir} aside, run \`npm run db:restore -- FILE\` and start the site. README: "Upgrading".`,
  );
}

/** Gives the cluster to the user the server runs as (a copied or restored folder may belong to root). */
export function giveTo(user: DatabaseUser | undefined, target: string) {
  if (!user) return;
  if (statSync(target).uid === user.uid) return;
  chownSync(target, user.uid, user.gid);
  if (!statSync(target).isDirectory()) return;
  for (const entry of readdirSync(target)) giveTo(user, path.join(target, entry));
}

/**
 * initdb: a new cluster where the `agency` role signs in with the generated password (SCRAM), on the
 * socket and on loopback alike. A half-made cluster (a first start stopped during initdb) is redone.
 */
export async function initialiseCluster(
  binaries: Binaries,
  clusterDir: string,
  password: string,
  user: DatabaseUser | undefined,
) {
  rmSync(clusterDir, { recursive: true, force: true });
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  // initdb reads the password from a file the server's user can read; it is removed at once.
  const passwordDir = mkdtempSync(path.join(path.dirname(clusterDir), ".initdb-"));
  const passwordFile = path.join(passwordDir, "password");
  writeFileSync(passwordFile, password, { mode: 0o600 });
  giveTo(user, passwordDir);
  giveTo(user, clusterDir);
  chmodSync(clusterDir, 0o700);
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${databaseRole}`,
        `--pwfile=${passwordFile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--locale=C",
        // The site writes little: WAL in 1 MB segments keeps an idle cluster's disk small.
        "--wal-segsize=1",
      ],
      { uid: user?.uid, gid: user?.gid, env: { PATH: process.env.PATH ?? "", LC_ALL: "C" } },
    );
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`Could not create the embedded database in ${clusterDir}: ${stderr?.trim() || error}`);
  } finally {
    rmSync(passwordDir, { recursive: true, force: true });
  }
}
