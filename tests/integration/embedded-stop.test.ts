import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { openDatabase } from "../../server/db/connection";
import { captureOutput } from "../support/captured-output";
import { temporaryFolder } from "../support/temp-folder";

// Stopping the site stops its embedded database only once every connection of the pool has closed:
// a database stopped under a connection still closing ends it with "terminating connection due to
// administrator command", logged with a stack at every Ctrl-C.

it("closes every connection before it stops the embedded database, so a stop logs no lost connection", async () => {
  const output = captureOutput();
  try {
    for (let round = 0; round < 2; round++) {
      const handle = await openDatabase({ kind: "embedded", dataDir: temporaryFolder("embedded-stop-") });
      // Five connections at once: the pool keeps them all, idle, until the stop.
      await Promise.all(Array.from({ length: 5 }, () => handle.db.execute(sql`select pg_sleep(0.05)`)));
      await handle.close();
    }
  } finally {
    output.stop();
  }
  expect(output.text()).not.toMatch(/connection lost|pool client error|terminating connection/i);
});
