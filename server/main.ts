import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import { createServer as createNetServer } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import { SETUP_PATH } from "./auth/first-admin";
import { parseConfig } from "./config";
import { ExplainedError } from "./explained-error";
import { createHttpApp } from "./http/create-app";
import { createHttpServer } from "./http/http-server";
import { logger } from "./logger";
import { operatorWordsAtExit } from "./operator-words";
import { projectRoot } from "./project-root";
import { type Services, startServices, stopServices } from "./services";
import { confirmedOrigin } from "./site-address/site-address";

// The process: configuration, services, HTTP, and an orderly stop on SIGTERM/SIGINT.

const root = projectRoot();

async function loadRequestHandlers(services: Services) {
  if (services.config.nodeEnv === "development") {
    const { createServer } = await import("vite");
    const vite = await createServer({ root, server: { middlewareMode: true }, appType: "custom" });
    const ssr: RequestHandler = async (request, response, next) => {
      try {
        const module = await vite.ssrLoadModule(path.join(root, "server/app.ts"));
        await module.createRequestListener(services)(request, response, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    };
    return { ssr, vite: vite.middlewares as unknown as RequestHandler, close: () => vite.close() };
  }
  const build = await import(pathToFileURL(builtRequestListenerFile()).href);
  return {
    ssr: build.createRequestListener(services) as RequestHandler,
    clientDir: path.join(root, "build/client"),
  };
}

/** The server bundle file built from server/app.ts, as Vite's manifest names it. */
function builtRequestListenerFile() {
  const manifest = JSON.parse(readFileSync(path.join(root, "build/server/.vite/manifest.json"), "utf8"));
  return path.join(root, "build/server", manifest["server/app.ts"].file);
}

function stopOnSignals(server: Server, services: Services, closeDevServer?: () => Promise<void>) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing requests in flight`);
    // Event streams never finish by themselves; their browsers reconnect to another instance.
    services.slotEvents.closeStreams();
    // Requests in flight finish; idle keep-alive connections close now; a stuck one is cut after 10 s.
    const force = setTimeout(() => server.closeAllConnections(), 10_000).unref();
    server.close(async () => {
      clearTimeout(force);
      try {
        await closeDevServer?.();
        await stopServices(services);
        logger.info("Stopped");
        process.exit(0);
      } catch (error) {
        logger.error("Error while stopping", error);
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

function portTakenMessage(port: number) {
  return `Cannot listen on port ${port}: another program (perhaps the site, started before) is using it. Stop it, or choose another port: PORT=${port + 1} npm start`;
}

/** Refuses a port in use before the database is started and seeded, not after. */
async function ensurePortFree(port: number, host: string) {
  if (port === 0) return;
  const probe = createNetServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new ExplainedError(portTakenMessage(port)) : error),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

async function main() {
  const config = parseConfig();
  await ensurePortFree(config.port, config.host);
  const services = await startServices(config);
  const handlers = await loadRequestHandlers(services);
  const app = createHttpApp({ services, ...handlers });
  const server = createHttpServer(app, config.connections);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const database =
      services.database.kind === "embedded" ? `embedded database in ${config.dataDir}` : "PostgreSQL";
    logger.notice(`Listening on http://localhost:${port} (${database})`);
    if (services.setupToken) {
      const site = config.publicUrl ?? `http://localhost:${port}`;
      logger.notice("No admin account yet. Create it in your browser with this one-time link:");
      logger.notice(`  ${site}${SETUP_PATH}?token=${services.setupToken}`);
      if (!config.publicUrl)
        logger.notice("(From another machine, use this machine's address instead of localhost.)");
    }
    if (!config.publicUrl)
      void confirmedOrigin(services.database.db).then((origin) => {
        if (!origin)
          logger.notice(
            `Links in e-mails open http://localhost:${port} until the site's address is confirmed: sign in to the admin area at the address visitors use (or see Settings → Site Address), or set PUBLIC_URL.`,
          );
      });
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") logger.error(portTakenMessage(config.port));
    else logger.error(`Cannot listen on ${config.host}:${config.port}`, error);
    process.exit(1);
  });
  stopOnSignals(server, services, "close" in handlers ? handlers.close : undefined);
}

main().catch((error) => {
  const words = operatorWordsAtExit(error);
  if (words) process.stderr.write(`${words}\n`);
  else logger.error("Could not start", error);
  process.exit(1);
});
