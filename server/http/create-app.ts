import path from "node:path";
import { toNodeHandler } from "better-auth/node";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { bookingCalendarPath } from "../../domain/booking-calendar";
import { slotEventsPath } from "../../domain/slot-events";
import { voiceSettingsPath } from "../../domain/voice-settings";
import { bookingCalendarRoute } from "../booking/read-booking-calendar";
import { chatRoutes } from "../chat/chat-routes";
import { isMigrated } from "../db/migrate";
import { isDatabaseUnavailable } from "../db/unavailable";
import { funnelRoute } from "../funnel/funnel-route";
import { logger } from "../logger";
import { slotEventsRoute } from "../realtime/slot-events-route";
import type { Services } from "../services";
import { voiceSettingsFrom } from "../voice/settings";
import { voiceSettingsRoute } from "../voice/settings-route";
import { boundedBodies } from "./body-limit";
import { builtAssets } from "./built-assets";
import { clientAddress } from "./client-address";
import { clientFiles } from "./client-files";
import { coalesceFlushes } from "./coalesce-flushes";
import { forwardedHost } from "./forwarded-host";
import { loggedPath } from "./logged-path";
import { originGate } from "./origin-gate";
import { prerenderedPages } from "./prerendered";
import { renderGate } from "./render-gate";
import { requestLog } from "./request-log";
import { apiSecurityHeaders, securityHeaders } from "./security-headers";
import { newReference, serverErrorMessage } from "./server-error";
import { sendServiceUnavailable } from "./service-unavailable";
import { refuseUndecodablePaths } from "./undecodable-path";

/**
 * Compresses what is read (pages, their data, bundles), never the answer to a form: that is a few
 * hundred bytes, where a compressor costs more to set up than it saves, and an answer that carries a
 * secret (a booking's manage link) beside what the visitor typed is what BREACH-style attacks compress
 * to guess the secret.
 */
function readsOnly(request: express.Request, response: express.Response) {
  return (request.method === "GET" || request.method === "HEAD") && compression.filter(request, response);
}

export interface HttpAppOptions {
  services: Services;
  /** React Router's handler for every page and data request. */
  ssr: RequestHandler;
  /** The built browser assets (production); absent in development, where Vite serves them. */
  clientDir?: string;
  /** Vite's middleware in development. */
  vite?: RequestHandler;
}

export function createHttpApp({ services, ssr, clientDir, vite }: HttpAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // The proxies in front (TRUST_PROXY) tell us the client's address, protocol and host.
  app.set("trust proxy", services.config.trustProxy);

  app.use(requestLog());
  // Before anything reads a body: Better Auth's handler would read any size into memory.
  app.use(boundedBodies());
  const https = services.config.publicUrl?.startsWith("https://") ?? false;
  // Read by every page watching a date as soon as it changes: ahead of everything a page needs.
  app.get(
    bookingCalendarPath,
    bookingCalendarRoute(
      services,
      new Map([
        ...apiSecurityHeaders({ https }),
        ["Content-Type", "application/json; charset=utf-8"],
        ["Cache-Control", "no-store"],
      ]),
    ),
  );
  app.use(clientAddress());
  app.use(forwardedHost());
  app.use(originGate(services.config));
  // Every other answer carries the security headers of a page, the health check and event stream too.
  const pages = clientDir ? prerenderedPages(clientDir) : undefined;
  if (pages) app.use(pages.match);
  const voice = voiceSettingsFrom(services.config.vapi);
  app.use(
    securityHeaders({
      development: Boolean(vite),
      https,
      voiceCall: voice.configured,
    }),
  );
  app.get("/healthz", async (_request, response) => {
    response.setHeader("Cache-Control", "no-store");
    try {
      if (await isMigrated(services.database)) {
        response.json({ status: "ok" });
        return;
      }
      response.status(503).json({ status: "unavailable", reason: "database not migrated" });
    } catch (error) {
      logger.error("Health check failed", error);
      response.status(503).json({ status: "unavailable", reason: "database unreachable" });
    }
  });

  // Before compression: an event stream must reach the browser as it is written.
  app.get(
    slotEventsPath,
    slotEventsRoute(services.slotEvents, {
      rules: () => services.bookableSlots.lastRules,
      agencyZone: services.config.agencyTimeZone,
      ...services.config.liveStreams,
    }),
  );
  app.use(chatRoutes(services));
  app.use(funnelRoute({ db: services.database.db, agencyZone: services.config.agencyTimeZone }));

  app.use(compression({ filter: readsOnly }));
  app.use(coalesceFlushes());

  app.all("/api/auth/{*rest}", toNodeHandler(services.auth));
  app.get(voiceSettingsPath, voiceSettingsRoute(voice));

  if (vite) app.use(vite);
  if (clientDir) {
    // Fingerprinted bundles never change; everything else is revalidated.
    app.use("/assets", builtAssets(path.join(clientDir, "assets")));
    if (pages) app.use(pages.serve);
    app.use(clientFiles(clientDir));
  }
  app.use(refuseUndecodablePaths);
  app.use(renderGate(ssr));
  app.use(errorHandler);
  return app;
}

// Anything that escapes a handler: the stack goes to the log, the visitor gets a plain message (503
// while the database cannot be reached).
const errorHandler: ErrorRequestHandler = (error, request, response, _next) => {
  const unavailable = isDatabaseUnavailable(error);
  const reference: string = response.locals.requestId ?? newReference();
  logger.error(
    `${unavailable ? "Database unavailable" : "Unhandled error"} on ${request.method} ${loggedPath(request.path)} [ref ${reference}]`,
    error,
  );
  if (response.headersSent) {
    response.end();
    return;
  }
  if (unavailable) {
    sendServiceUnavailable(request, response);
    return;
  }
  const status =
    typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
  response
    .status(status)
    .type("text/plain")
    .send(status === 500 ? serverErrorMessage(reference) : "Bad request.");
};
