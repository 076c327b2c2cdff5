import { createServer, type RequestListener, type Server } from "node:http";
import { type ConnectionLimits, guardConnections } from "./connection-guard";

// The process's HTTP server: its connection caps (connection-guard.ts) and how long a client may take.
// A request must arrive whole within its time (a half-sent one, or a body sent a byte at a time, is
// cut off); an idle kept-alive connection closes after a few seconds; a connection with no bytes in
// either direction for two minutes closes too (live streams send a heartbeat every 25 s).

export interface HttpServerSettings extends ConnectionLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

const KEEP_ALIVE_MS = 5_000;
const IDLE_SOCKET_MS = 120_000;
/** How often Node looks for requests past their time: the timeouts are this precise. */
const CHECK_EVERY_MS = 1_000;

export function createHttpServer(
  app: RequestListener & { get(setting: "trust proxy fn"): (address: string, hop: number) => boolean },
  settings: HttpServerSettings,
): Server {
  const server = createServer(
    {
      // Node refuses a header time longer than the whole request's.
      headersTimeout: Math.min(settings.headersTimeoutMs, settings.requestTimeoutMs),
      requestTimeout: settings.requestTimeoutMs,
      keepAliveTimeout: KEEP_ALIVE_MS,
      connectionsCheckingInterval: CHECK_EVERY_MS,
    },
    app,
  );
  server.timeout = IDLE_SOCKET_MS;
  // Express compiled TRUST_PROXY into this function: the proxies it names carry other clients.
  const trusted = app.get("trust proxy fn");
  guardConnections(server, settings, (address) => trusted(address, 0));
  return server;
}
