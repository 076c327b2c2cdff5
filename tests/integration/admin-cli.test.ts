import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../server/db/schema";
import { createServerDatabase, type ServerDatabase } from "../support/server-database";
import { temporaryFolder } from "../support/temp-folder";

// npm run admin, as an operator runs it: the password on the command line, or piped in so that neither
// npm's echo of the command nor `ps` shows it; refusals in one line; no database made where there is none.

function admin(args: string[], env: Record<string, string>, input = "") {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
      env: { PATH: process.env.PATH ?? "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe("npm run admin", () => {
  let site: ServerDatabase;
  beforeAll(async () => {
    site = await createServerDatabase("embedded");
  });
  afterAll(async () => {
    await site?.remove();
  });
  const emails = async () => {
    const database = await site.open();
    try {
      return (await database.db.select({ email: user.email }).from(user)).map((row) => row.email);
    } finally {
      await database.close();
    }
  };

  it("creates an admin with the password piped in, resets it, and refuses what is wrong in one line", async () => {
    const created = await admin(
      ["create", "--email", "owner@agency.test"],
      site.env,
      "a long piped password\n",
    );
    expect(created).toMatchObject({ code: 0, stdout: "Admin owner@agency.test created.\n" });
    expect(created.stdout + created.stderr).not.toContain("a long piped password");
    expect(await emails()).toEqual(["owner@agency.test"]);

    const reset = await admin(
      ["reset-password", "--email", "owner@agency.test", "--password", "another long password"],
      site.env,
    );
    expect(reset).toMatchObject({ code: 0, stdout: "Password of owner@agency.test reset.\n" });
    const unknown = await admin(
      ["reset-password", "--email", "nobody@agency.test"],
      site.env,
      "a long piped password\n",
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe(
      "No user with the e-mail nobody@agency.test. Create it with: npm run admin -- create\n",
    );
    // The e-mail is checked before any password is asked for.
    const badEmail = await admin(["create", "--email", "owner"], site.env);
    expect(badEmail.code).toBe(2);
    expect(badEmail.stderr.split("\n")[0]).toBe("--email must be an e-mail address");
  });

  it("creates nothing where DATA_DIR holds no site", async () => {
    const dataDir = path.join(temporaryFolder("no-site-"), "data");
    const refused = await admin(
      ["create", "--email", "lost@agency.test"],
      { DATA_DIR: dataDir },
      "a long piped password\n",
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `No site database in ${dataDir}, so nothing was done (and nothing created): run this with the DATA_DIR the site starts with, or set DATABASE_URL.`,
    );
    expect(existsSync(path.join(dataDir, "postgres"))).toBe(false);
  });
});
