import type { RequestHandler } from "express";
import { logger } from "../logger";

/** One line per request: method, path, status, duration. */
export function requestLog(): RequestHandler {
  return (request, response, next) => {
    const started = process.hrtime.bigint();
    response.on("close", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const status = response.headersSent ? response.statusCode : 499;
      logger.info(`${request.method} ${request.originalUrl.split("?")[0]} ${status} ${ms.toFixed(1)}ms`);
    });
    next();
  };
}
