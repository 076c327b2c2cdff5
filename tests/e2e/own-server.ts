import type { Database } from "../../server/db/connection";
import { createServerDatabase, type ServerDatabase } from "../support/server-database";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { agencyZone } from "./admin-helpers";
import { test } from "./fixtures";

/**
 * For a spec whose data must not meet the shared server's: a server process of its own, in the
 * agency zone, started once on an embedded database that `prepare` fills first, with `env` (worked out
 * as it starts when a function). Read `url` inside a test.
 */
export function ownServer(
  prepare: (db: Database) => Promise<void>,
  env: Record<string, string> | (() => Record<string, string>) = {},
) {
  let database: ServerDatabase | undefined;
  let server: ServerProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    database = await createServerDatabase("embedded");
    const handle = await database.open();
    await prepare(handle.db);
    await handle.close();
    const extra = typeof env === "function" ? env() : env;
    server = await startServerProcess({ ...database.env, AGENCY_TIMEZONE: agencyZone, ...extra });
  });
  test.afterAll(async () => {
    await server?.stop();
    await database?.remove();
  });
  return {
    get url() {
      if (!server) throw new Error("The spec's own server runs only while its tests do");
      return server.url;
    },
  };
}
