import { data, type MiddlewareFunction } from "react-router";
import { isDatabaseUnavailable } from "../db/unavailable";
import { SERVICE_UNAVAILABLE_MESSAGE, serviceUnavailableHeaders } from "./service-unavailable";

// React Router catches what loaders, actions and middleware throw and hands it to `handleError`
// (app/entry.server.tsx), which reports it here: a database outage is noted against the request's
// router context, for the root middleware below to answer.
const requestsMeetingAnOutage = new WeakSet<object>();

/** Logs an error met by a request, with its stack; a database outage once per request. */
export function reportRequestError(
  error: unknown,
  { request, context }: { request: Request; context: object },
) {
  if (isDatabaseUnavailable(error)) {
    if (requestsMeetingAnOutage.has(context)) return;
    requestsMeetingAnOutage.add(context);
  }
  console.error(`Error while handling ${request.method} ${new URL(request.url).pathname}`, error);
}

/**
 * The root route's middleware: a request that met an outage anywhere below it (a loader, an action,
 * the admin gate) is answered by the root error boundary with 503 and the plain message, instead of
 * the 500 the failing route would give.
 */
const answerOutage: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    // Resource routes (the CSV export) let errors through instead of rendering them.
    if (!isDatabaseUnavailable(error)) throw error;
    reportRequestError(error, { request, context });
    throw unavailable();
  }
  if (!requestsMeetingAnOutage.has(context)) return response;
  // The answer rendered for the failing route is replaced; stop rendering it.
  await response.body?.cancel().catch(() => {});
  throw unavailable();
};

function unavailable() {
  return data(SERVICE_UNAVAILABLE_MESSAGE, { status: 503, statusText: "Service Unavailable" });
}

/** Around it, since what it throws is rendered without its headers: Retry-After, no caching. */
const outageHeaders: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  if (requestsMeetingAnOutage.has(context))
    for (const [name, value] of Object.entries(serviceUnavailableHeaders)) response.headers.set(name, value);
  return response;
};

export const databaseOutageMiddleware = [outageHeaders, answerOutage];
