import type { RequestHandler } from "express";
import { logger } from "../logger";
import { loggedPath } from "./logged-path";
import { newReference } from "./server-error";

/**
 * One line per request: method, path, status, duration, and for a failure on our side the reference its
 * message gave the person (response.locals.requestId, server/http/server-error.ts).
 */
export function requestLog(): RequestHandler {
  return (request, response, next) => {
    const started = process.hrtime.bigint();
    const reference = newReference();
    response.locals.requestId = reference;
    response.on("close", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const status = response.headersSent ? response.statusCode : 499;
      const suffix = status >= 500 ? ` ref=${reference}` : "";
      logger.info(
        `${request.method} ${loggedPath(request.originalUrl.split("?")[0] ?? "")} ${status} ${ms.toFixed(1)}ms${suffix}`,
      );
    });
    next();
  };
}
