import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { temporaryFolder } from "../../../tests/support/temp-folder";
import { openDatabase } from "../connection";
import { embeddedBinaries } from "./binaries";
import { clusterDirOf } from "./cluster";
import { databaseUser } from "./database-user";

// Where setpriv cannot tie the database to the site's life, a site killed with SIGKILL leaves it
// running: the next start must stop it and start its own.

function readyPostmaster(clusterDir: string) {
  const file = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, "utf8").split("\n");
  return lines[7]?.trim() === "ready" ? Number(lines[0]) : undefined;
}

it("stops a database an earlier start left running, then starts its own on the same cluster", async () => {
  const dataDir = path.join(temporaryFolder("left-over-"), "data");
  const made = await openDatabase({ kind: "embedded", dataDir });
  await made.close();
  const clusterDir = clusterDirOf(dataDir);
  const user = databaseUser();
  // As a site that was killed leaves it: running on the cluster, nobody's child to stop it.
  const leftOver = spawn(
    embeddedBinaries().postgres,
    ["-D", clusterDir, "-k", clusterDir, "-c", "listen_addresses="],
    { detached: true, stdio: "ignore", uid: user?.uid, gid: user?.gid },
  );
  leftOver.unref();
  await expect.poll(() => readyPostmaster(clusterDir)).toBe(leftOver.pid);

  const restarted = await openDatabase({ kind: "embedded", dataDir });
  try {
    await expect.poll(() => leftOver.exitCode ?? leftOver.signalCode).not.toBeNull();
    expect(readyPostmaster(clusterDir)).not.toBe(leftOver.pid);
    const result = await restarted.db.execute(sql`select 1 as answer`);
    expect((result as unknown as { rows: { answer: number }[] }).rows).toEqual([{ answer: 1 }]);
  } finally {
    await restarted.close();
  }
});
