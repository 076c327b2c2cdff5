import { isDatabaseUnavailable } from "../db/unavailable";
import { logger } from "../logger";
import { answerLinkRequests, type LinksDesk } from "./booking-links";

export interface BookingLinksJob {
  /** Answers the waiting requests shortly (with any that arrive meanwhile). */
  wake(): void;
  /** Answers every waiting request; resolves with how many were answered. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Answers "Find my booking" requests (booking-links.ts): shortly after a request wakes it, and every
 * minute for any a restart or another instance left waiting. `onQueued` wakes the outbox.
 *
 * Shortly, not at once: the work an address with bookings causes (its look-up, its e-mail) must not
 * share the moment, the event loop or the database with the request's own answer, or that answer's
 * timing would tell the address has bookings. Requests arriving meanwhile are answered together.
 */
export function startBookingLinksJob(
  desk: LinksDesk,
  {
    onQueued,
    everyMs = 60_000,
    delayMs = 1_000,
  }: { onQueued: () => void; everyMs?: number; delayMs?: number },
): BookingLinksJob {
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;
  let soon: NodeJS.Timeout | undefined;

  async function drain() {
    let answered = 0;
    for (let batch = await answerLinkRequests(desk); batch > 0; batch = await answerLinkRequests(desk))
      answered += batch;
    if (answered > 0) onQueued();
    return answered;
  }

  function run() {
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
          run();
        }
      });
  }

  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    wake() {
      if (stopped || soon) return;
      soon = setTimeout(() => {
        soon = undefined;
        run();
      }, delayMs);
      soon.unref();
    },
    async drain() {
      await running;
      return drain();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(soon);
      await running;
    },
  };
}
