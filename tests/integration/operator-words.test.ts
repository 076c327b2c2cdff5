import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { operatorWords } from "../../server/operator-words";
import { createPostgresTestDatabase } from "../support/test-database";

// The failures an operator causes, as the entry points say them: real refusals from a real PostgreSQL
// and a real file system, each in one line with what to do.

const connectError = async (url: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  const error = await client.connect().then(
    () => undefined,
    (failure: unknown) => failure,
  );
  await client.end().catch(() => {});
  return error;
};

describe("what an entry point says when it cannot use its data", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "operator-words-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const dataDir = path.join(folder, "data");

  it("names a PostgreSQL that does not answer, and a database that does not exist, pointing at DATABASE_URL", async () => {
    const closed = "postgres://nobody@127.0.0.1:1/agency";
    expect(operatorWords(await connectError(closed), { databaseUrl: closed, dataDir })).toBe(
      "127.0.0.1:1 refused the connection: nothing is listening at this address and port (the service may be down, or the port wrong). Check DATABASE_URL, and that PostgreSQL runs there.",
    );
    const { url, drop } = await createPostgresTestDatabase("embedded");
    await drop();
    const missing = new URL(url);
    const name = missing.pathname.slice(1);
    expect(operatorWords(await connectError(url), { databaseUrl: url, dataDir })).toBe(
      `The database "${name}" does not exist on ${missing.host}: create it (createdb "${name}"), or correct DATABASE_URL.`,
    );
  });

  it("names the path a DATA_DIR or a backup cannot use, and why", () => {
    const file = path.join(folder, "a-file");
    writeFileSync(file, "");
    const underAFile = (() => {
      try {
        mkdirSync(path.join(file, "data"), { recursive: true });
      } catch (error) {
        return error;
      }
    })();
    expect(operatorWords(underAFile, { dataDir: path.join(file, "data") })).toMatch(
      new RegExp(
        `^Cannot use ${file}(/data)?: part of the path is a file, not a folder\\. Choose a DATA_DIR this user \\(.+\\) can write, or make ${file}/data writable for it\\.$`,
      ),
    );
    // As root no folder refuses: the error as Node gives it to a user without the right.
    const denied = Object.assign(new Error(`EACCES: permission denied, mkdir '${dataDir}'`), {
      code: "EACCES",
      path: dataDir,
    });
    expect(operatorWords(denied, { dataDir })).toMatch(
      /^Cannot use .+\/data: permission denied\. Choose a DATA_DIR/,
    );
    const backup = path.join(folder, "missing", "site.json.gz.partial");
    const noFolder = (() => {
      try {
        writeFileSync(backup, "");
      } catch (error) {
        return error;
      }
    })();
    expect(operatorWords(noFolder, { dataDir })).toBe(
      `Cannot use ${backup}: its folder does not exist. Choose another place, or create or free that folder first.`,
    );
    expect(operatorWords(new Error("something else"), { dataDir })).toBeUndefined();
  });
});
