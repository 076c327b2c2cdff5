import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type EmbeddedServer, startEmbeddedServer } from "../../server/db/embedded/embedded-server";

// A PostgreSQL server of the test's own, which it may stop and start again (an outage): the PostgreSQL
// that `npm install` brings (the embedded engine's binaries, so every machine that runs the site runs
// this test), in a throwaway folder. The site under test reaches it by DATABASE_URL, as it would any
// PostgreSQL; started again on the same folder, it listens at the same address.

export interface PostgresServer {
  /** node-postgres URL of an empty database on it. */
  url: string;
  /** Fast shutdown: connections are cut at once, as when the server goes away. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server for good and deletes its data. */
  destroy(): Promise<void>;
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "pg-outage-"));
  // Test data only: nothing need survive a crash.
  const settings = { fsync: "off", full_page_writes: "off" };
  let running: EmbeddedServer | undefined = await startEmbeddedServer(dir, settings);
  const url = running.url;
  const stop = async () => {
    await running?.stop();
    running = undefined;
  };
  return {
    url,
    stop,
    async start() {
      running = await startEmbeddedServer(dir, settings);
      if (running.url !== url) throw new Error(`The restarted server moved from ${url} to ${running.url}`);
    },
    async destroy() {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
