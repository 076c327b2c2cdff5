import type { Response } from "express";

// While the database cannot be reached, every request that needed it is answered 503 with one plain
// message, whichever part of the app it reached: pages, data requests and actions (React Router, see
// request-errors.ts), Better Auth's endpoints (Express's error handler) and the slot event
// stream (its route). The error is logged once per request, with its stack.

export const SERVICE_UNAVAILABLE_MESSAGE =
  "The booking service is temporarily unavailable. Please try again in a moment.";

export const serviceUnavailableHeaders = { "Retry-After": "5", "Cache-Control": "no-store" };

/** Express: the 503 answer (JSON for API clients, plain text otherwise). */
export function sendServiceUnavailable(request: { path: string }, response: Response) {
  response.status(503).set(serviceUnavailableHeaders);
  if (request.path.startsWith("/api/"))
    response.json({ code: "SERVICE_UNAVAILABLE", message: SERVICE_UNAVAILABLE_MESSAGE });
  else response.type("text/plain").send(SERVICE_UNAVAILABLE_MESSAGE);
}
