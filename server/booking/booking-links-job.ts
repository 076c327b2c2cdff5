import { isDatabaseUnavailable } from "../db/unavailable";
import { logger } from "../logger";
import { answerLinkRequests, type LinksDesk } from "./booking-links";

export interface BookingLinksJob {
  /** Answers the waiting requests now (or right after the pass in progress). */
  wake(): void;
  /** Answers every waiting request; resolves with how many were answered. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Answers "Find my booking" requests (booking-links.ts): at once when the request wakes it, and every
 * minute for any a restart or another instance left waiting. `onQueued` wakes the outbox.
 */
export function startBookingLinksJob(
  desk: LinksDesk,
  { onQueued, everyMs = 60_000 }: { onQueued: () => void; everyMs?: number },
): BookingLinksJob {
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function drain() {
    let answered = 0;
    for (let batch = await answerLinkRequests(desk); batch > 0; batch = await answerLinkRequests(desk))
      answered += batch;
    if (answered > 0) onQueued();
    return answered;
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error) => {
        if (!isDatabaseUnavailable(error)) logger.error("Find my booking: answering requests failed", error);
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  const timer = setInterval(wake, everyMs);
  timer.unref();
  wake();
  return {
    wake,
    async drain() {
      await running;
      return drain();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
