import { data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { requestIdContext } from "../../domain/router-context";
import { isDatabaseUnavailable } from "../db/unavailable";
import { logger } from "../logger";
import { loggedPath } from "./logged-path";
import { newReference, serverErrorMessage } from "./server-error";
import { SERVICE_UNAVAILABLE_MESSAGE, serviceUnavailableHeaders } from "./service-unavailable";

// React Router catches what loaders, actions and middleware throw and hands it to `handleError`
// (app/entry.server.tsx), which reports it here, against the request's router context, for the root
// middleware below to answer: a database outage with 503 and its plain message, anything else with 500
// and a message carrying the reference that the log line carries too. No screen says only
// "Unexpected Server Error", and no stack reaches the browser.
const requestsMeetingAnOutage = new WeakSet<object>();
const requestsThatFailed = new WeakSet<object>();

function referenceOf(context: object) {
  try {
    return (context as RouterContextProvider).get(requestIdContext) || newReference();
  } catch {
    return newReference();
  }
}

/** Logs an error met by a request, with its stack and reference; a database outage once per request. */
export function reportRequestError(
  error: unknown,
  { request, context }: { request: Request; context: object },
) {
  if (isDatabaseUnavailable(error)) {
    if (requestsMeetingAnOutage.has(context)) return;
    requestsMeetingAnOutage.add(context);
  } else {
    requestsThatFailed.add(context);
  }
  logger.error(
    `Error while handling ${request.method} ${loggedPath(new URL(request.url).pathname)} [ref ${referenceOf(context)}]`,
    error,
  );
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
    if (error instanceof Response) throw error;
    reportRequestError(error, { request, context });
    throw isDatabaseUnavailable(error) ? unavailable() : failed(context);
  }
  const outage = requestsMeetingAnOutage.has(context);
  if (!outage && !(requestsThatFailed.has(context) && response.status >= 500)) return response;
  // The answer rendered for the failing route is replaced; stop rendering it.
  await response.body?.cancel().catch(() => {});
  throw outage ? unavailable() : failed(context);
};

function failed(context: object) {
  return data(serverErrorMessage(referenceOf(context)), { status: 500 });
}

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

export const requestErrorsMiddleware = [outageHeaders, answerOutage];
