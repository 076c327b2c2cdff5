import type { RequestHandler } from "express";
import { logger } from "../logger";
import { loggedPath } from "./logged-path";
import { newReference } from "./server-error";

/**
 * One line per request: method, path, status, duration, for a failure on our side the reference its
 * message gave the person (response.locals.requestId, server/http/server-error.ts), and the client's
 * address as the limits count it: the one the proxies TRUST_PROXY names report, else the peer's.
 */
export function requestLog(): RequestHandler {
  return (request, response, next) => {
    const started = process.hrtime.bigint();
    const reference = newReference();
    response.locals.requestId = reference;
    // Read now: once the connection is gone, so is its address.
    const client = request.ip ?? request.socket.remoteAddress ?? "unknown";
    response.on("close", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const status = response.headersSent ? response.statusCode : 499;
      const suffix = status >= 500 ? ` ref=${reference}` : "";
      // A failure on our side is worth a warning: it shows at any level a test run or an operator keeps.
      const log = status >= 500 ? logger.warn : logger.info;
      log(
        `${request.method} ${loggedPath(request.originalUrl.split("?")[0] ?? "")} ${status} ${ms.toFixed(1)}ms${suffix} client=${client}`,
      );
    });
    next();
  };
}
