import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { expect, it } from "vitest";
import { openDatabase } from "../../server/db/connection";
import { openEarlierDatabase } from "../support/earlier-engine";
import { expectASiteInUse, filledSiteEnvironment, putTheSiteToUse } from "../support/filled-site";
import { contentsOf, tableContents } from "../support/table-contents";
import { temporaryFolder } from "../support/temp-folder";
import { startTestApp } from "../support/test-app";

// A DATA_DIR of the version before decision 040 (PGlite in DATA_DIR/pglite), filled by today's code
// through the site itself: the next start on the embedded PostgreSQL finds every row of every table.

it("carries every row of an earlier version's embedded database into PostgreSQL on the first start", async () => {
  const dataDir = path.join(temporaryFolder("carry-over-"), "data");
  const earlierFolder = path.join(dataDir, "pglite");
  mkdirSync(dataDir, { recursive: true });
  const earlier = await openEarlierDatabase(earlierFolder);
  const app = await startTestApp({ source: earlier, drop: async () => {} }, filledSiteEnvironment);
  try {
    await putTheSiteToUse(app);
  } finally {
    await app.close();
  }
  const reopened = await openEarlierDatabase(earlierFolder);
  const client = (reopened.db as unknown as { $client: PGlite }).$client;
  const before = await tableContents(
    async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
  );
  await reopened.close();
  expectASiteInUse(before);

  const carried = await openDatabase({ kind: "embedded", dataDir });
  try {
    expect(await contentsOf(carried)).toEqual(before);
  } finally {
    await carried.close();
  }
  expect(existsSync(earlierFolder)).toBe(false);
  expect(existsSync(path.join(dataDir, "pglite-carried-over", "PG_VERSION"))).toBe(true);

  // The next start carries nothing again: the rows are there once.
  const restarted = await openDatabase({ kind: "embedded", dataDir });
  try {
    expect(await contentsOf(restarted)).toEqual(before);
  } finally {
    await restarted.close();
  }
});
