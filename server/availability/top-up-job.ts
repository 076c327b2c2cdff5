import type { Database } from "../db/connection";
import { isDatabaseUnavailable } from "../db/unavailable";
import { logger } from "../logger";
import { applyHoursToday } from "./daily-run";

/**
 * Applies the hours to the days that come into reach: a run at start and then every hour, of which
 * only the first of each agency day (across every instance) does anything. The timer never keeps the
 * process alive; new slots reach the booking pages through the time_slots trigger, like any other change.
 */
export function startHorizonTopUp(db: Database, agencyZone: string, { everyMs = 3_600_000 } = {}) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= applyHoursToday(db, { now: new Date(), agencyZone })
      .then((result) => {
        if (result.ran)
          logger.info(
            `Slots: hours applied on ${result.day} through ${result.through}, ${result.created} slot(s) created`,
          );
      })
      .catch((error) => {
        if (!isDatabaseUnavailable(error)) logger.error("Slots: applying the hours failed", error);
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    /** The first run, started with the job (tests wait for it). */
    first,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
