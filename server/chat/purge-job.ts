import type { Database } from "../db/connection";
import { isDatabaseUnavailable } from "../db/unavailable";
import { logger } from "../logger";
import { purgeThreads } from "./threads";

/**
 * Deletes conversations older than CHAT_RETENTION_DAYS, shortly after start and then every hour. Each
 * instance runs its own: the deletion is one statement, so two at once delete each thread once.
 */
export function startChatPurge(
  db: Database,
  retentionDays: number,
  { everyMs = 3_600_000, firstAfterMs = 10_000 } = {},
) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= purgeThreads(db, retentionDays)
      .then((purged) => {
        if (purged > 0)
          logger.info(`Chat: ${purged} conversation(s) older than ${retentionDays} days deleted`);
      })
      .catch((error) => {
        if (!isDatabaseUnavailable(error)) logger.error("Chat: purging old conversations failed", error);
      })
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, firstAfterMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
