import type { RequestHandler } from "express";
import pLimit from "p-limit";

/** Enough to keep two cores and the database's connections busy; more only queues inside. */
export const RENDERS_AT_ONCE = 64;

/**
 * Pages, their data and form posts are handled at most `atOnce` at a time. The others wait as the
 * requests Node has already parsed, before React Router builds its request, reads the body and asks
 * for a database connection. A burst of bookings then no longer times out waiting for a connection,
 * and the memory it takes stays that of `atOnce` requests (docs/decisions/042-memory-under-bursts.md).
 */
export function renderGate(handler: RequestHandler, atOnce = RENDERS_AT_ONCE): RequestHandler {
  const limit = pLimit(atOnce);
  return (request, response, next) => {
    void limit(async () => {
      // The visitor left while it waited: nothing to answer.
      if (response.closed || request.destroyed) return;
      const answered = new Promise<void>((resolve) => response.once("close", () => resolve()));
      handler(request, response, next);
      await answered;
    });
  };
}
