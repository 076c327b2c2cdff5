import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { makeBackup, RestoreRefusedError, restoreBackup } from "../../server/db/backup/backup";
import { readBackupFile, writeBackupFile } from "../../server/db/backup/backup-file";
import { openDatabase } from "../../server/db/connection";
import { bookOverHttp } from "../support/booking-http";
import { expectASiteInUse, filledSiteEnvironment, putTheSiteToUse } from "../support/filled-site";
import { createServerDatabase } from "../support/server-database";
import { startServerProcess } from "../support/server-process";
import { contentsOf, contentsOfTables } from "../support/table-contents";
import { temporaryFolder } from "../support/temp-folder";
import { startTestApp } from "../support/test-app";
import { createPostgresTestDatabase, createTestDatabase, databaseKinds } from "../support/test-database";

// npm run db:backup and db:restore: every row of every table comes back, into the embedded database or
// an external PostgreSQL (how an owner moves to a managed one), and a database with data is not
// overwritten unless the owner says so.

const run = promisify(execFile);

describe.each(databaseKinds)("backup and restore (%s)", (kind) => {
  it("restores every row of every table, and refuses to overwrite data unless told", async () => {
    const file = path.join(temporaryFolder("backup-"), "site.json.gz");
    const app = await startTestApp(kind, filledSiteEnvironment);
    try {
      await putTheSiteToUse(app);
      // While the site runs: its e-mail goes out meanwhile, so the backup is the reference.
      writeBackupFile(file, await makeBackup(app.services.database));
    } finally {
      await app.close();
    }
    const backup = readBackupFile(file);
    const before = contentsOfTables(backup.tables);
    expectASiteInUse(before);
    const target = await createTestDatabase(kind);
    try {
      await restoreBackup(target, backup);
      expect(await contentsOf(target)).toEqual(before);
      await expect(restoreBackup(target, backup)).rejects.toThrow(RestoreRefusedError);
      await expect(restoreBackup(target, backup)).rejects.toThrow(/already holds data .* --replace/);
      await restoreBackup(target, backup, { replace: true });
      expect(await contentsOf(target)).toEqual(before);
    } finally {
      await target.close();
    }
  });
});

describe("npm run db:backup and db:restore", () => {
  const script = (name: string, args: string[], env: Record<string, string>) =>
    run(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], {
      env: { PATH: process.env.PATH ?? "", ...env },
    });

  it("backs up a running site's embedded database and restores it into another DATA_DIR and DATABASE_URL", async () => {
    const source = await createServerDatabase("embedded");
    const server = await startServerProcess({ ...source.env, DEMO_DATA: "on" });
    const file = path.join(temporaryFolder("backup-"), "site.json.gz");
    try {
      const opened = await source.open();
      const slots = await opened.db.execute<{ id: string }>(
        "select id from time_slots where status = 'available' and slot_date > current_date + 1 limit 1",
      );
      await opened.close();
      const slot = (slots as unknown as { rows: { id: string }[] }).rows[0]?.id ?? "";
      expect((await bookOverHttp(server.url, slot)).status).toBe(200);
      const { stdout } = await script("db-backup", [file], source.env);
      expect(stdout).toMatch(/^Backed up \d+ rows of \d+ tables to .*site\.json\.gz$/m);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    await source.remove();
    const before = contentsOfTables(readBackupFile(file).tables);
    expect(before.bookings).toHaveLength(1);

    const dataDir = path.join(temporaryFolder("restored-"), "data");
    const restored = await script("db-restore", [file], { DATA_DIR: dataDir });
    expect(restored.stdout).toMatch(
      /^Restored \d+ rows of the backup made .* into the embedded database in /m,
    );
    const embedded = await openDatabase({ kind: "embedded", dataDir });
    try {
      expect(await contentsOf(embedded)).toEqual(before);
    } finally {
      await embedded.close();
    }
    const refused = await script("db-restore", [file], { DATA_DIR: dataDir }).catch((error) => error);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds data .*Nothing was changed\./);
    // The command as it must be typed: npm takes an option before `--` for its own.
    expect(refused.stderr).toContain(
      `To replace all of it with the backup: npm run db:restore -- ${file} --replace`,
    );

    if (!databaseKinds.includes("postgres")) return;
    const external = await createPostgresTestDatabase("postgres");
    try {
      await script("db-restore", [file], { DATA_DIR: dataDir, DATABASE_URL: external.url });
      const handle = await openDatabase({ kind: "postgres", url: external.url });
      expect(await contentsOf(handle)).toEqual(before);
      await handle.close();
    } finally {
      await external.drop();
    }
  });

  it("backs up nothing, and creates no database, where DATA_DIR holds no site", async () => {
    const dataDir = path.join(temporaryFolder("mistyped-"), "data");
    const refused = await script("db-backup", [path.join(dataDir, "..", "b.json.gz")], {
      DATA_DIR: dataDir,
    }).catch((error) => error);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `No site database in ${dataDir}, so nothing was done (and nothing created): run this with the DATA_DIR the site starts with, or set DATABASE_URL.`,
    );
    expect(existsSync(path.join(dataDir, "postgres"))).toBe(false);
  });

  it("says what is wrong with a file that is not a backup, and changes nothing", async () => {
    const dataDir = path.join(temporaryFolder("restored-"), "data");
    const refused = await script("db-restore", ["/nonexistent/site.json.gz"], { DATA_DIR: dataDir }).catch(
      (error) => error,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe("Cannot read /nonexistent/site.json.gz: there is no such file.");
  });
});
