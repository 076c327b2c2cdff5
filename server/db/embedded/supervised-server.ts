import { setTimeout as pause } from "node:timers/promises";
import { logger } from "../../logger";
import { logFileOf } from "./cluster";
import { type EmbeddedServer, startEmbeddedServer } from "./embedded-server";

// The site's embedded server, watched: should it end by itself (killed, crashed), it is started again on
// the same cluster at the same address, so the site's pool and listener find it again by themselves and
// visitors meet a few seconds of "temporarily unavailable" (503), not an outage until someone restarts
// the site. PostgreSQL's crash recovery keeps every committed change.

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

export async function startSupervisedServer(
  dataDir: string,
  settings?: Record<string, string>,
): Promise<EmbeddedServer> {
  let current = await startEmbeddedServer(dataDir, settings);
  let stopping = false;
  // Ends a wait between two tries at once when the site stops.
  const stopped = new AbortController();
  let restarting: Promise<void> | undefined;

  const startAgain = async (after: EmbeddedServer, how: string) => {
    logger.error(
      `The embedded database stopped by itself (${how}); starting it again. Its log: ${logFileOf(dataDir)}`,
    );
    // The first wait lets the old server's sessions notice it is gone and end: a new server refuses to
    // start while they hold its shared memory.
    for (let wait = FIRST_RETRY_MS; !stopping; wait = Math.min(wait * 2, LONGEST_RETRY_MS)) {
      const waited = await pause(wait, true, { signal: stopped.signal }).catch(() => false);
      if (!waited || stopping) return;
      try {
        current = await startEmbeddedServer(dataDir, settings, after.port);
        watch(current);
        logger.info("The embedded database is running again");
        return;
      } catch (error) {
        const next = Math.min(wait * 2, LONGEST_RETRY_MS) / 1000;
        logger.error(`Starting the embedded database again failed; next try in ${next} s`, error);
      }
    }
  };

  const watch = (server: EmbeddedServer) => {
    server.ended.then((how) => {
      if (stopping) return;
      restarting = startAgain(server, how).finally(() => {
        restarting = undefined;
      });
    });
  };
  watch(current);

  return {
    url: current.url,
    urlOf: (database) => current.urlOf(database),
    get port() {
      return current.port;
    },
    get ended() {
      return current.ended;
    },
    async stop() {
      stopping = true;
      stopped.abort();
      await restarting;
      await current.stop();
    },
  };
}
