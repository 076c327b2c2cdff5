import { type RequestHandler, Router } from "express";
import { type FunnelStep, funnelPath, funnelSteps } from "../../domain/funnel";
import type { Database } from "../db/connection";
import { REQUEST_ORIGIN_HEADER } from "../http/origin-gate";
import { clientKey } from "../rate-limit/client-key";
import { hitRateLimit, type RateLimitRule } from "../rate-limit/limiter";
import { countFunnelStep } from "./funnel-counts";

/** Steps one client may report: far more than a person clicks, too few to flood the numbers. */
export const FUNNEL_STEP_LIMIT: RateLimitRule = { limit: 300, windowMs: 10 * 60_000 };

// Only the browser's own steps: "booked" is counted by the booking itself.
const visitorSteps = new Set<string>(funnelSteps.filter((step) => step !== "booked"));

function refuse(response: Parameters<RequestHandler>[1], status: number, message: string) {
  response.status(status).set("Cache-Control", "no-store").type("text/plain").send(message);
}

/** POST /api/funnel/:step — the page's beacon for one funnel step; answers 204 and stores a number. */
export function funnelRoute({ db, agencyZone }: { db: Database; agencyZone: string }): Router {
  const router = Router();
  router.post(`${funnelPath}/:step`, async (request, response) => {
    // Our pages always name their origin; the origin gate has already refused other sites'.
    if (request.get("origin") !== request.get(REQUEST_ORIGIN_HEADER))
      return refuse(
        response,
        403,
        "This request did not come from this site's pages, so nothing was counted.",
      );
    const step = request.params.step;
    if (!visitorSteps.has(step)) return refuse(response, 404, "There is no such step to count.");
    const limit = await hitRateLimit(db, `funnel:${clientKey(request.ip ?? "")}`, FUNNEL_STEP_LIMIT);
    if (!limit.allowed) {
      response.set("Retry-After", String(limit.retryAfterSeconds));
      return refuse(response, 429, "Too many steps counted from your network. Please try again later.");
    }
    await countFunnelStep(db, step as FunnelStep, agencyZone);
    response.status(204).set("Cache-Control", "no-store").end();
  });
  return router;
}
