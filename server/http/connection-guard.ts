import type { Server } from "node:http";
import type { Socket } from "node:net";
import { clientKey } from "../rate-limit/client-key";
import { RefusalLog } from "./refusal-log";

// Connections are what a client can hoard before any request is read: each one holds a file
// descriptor, and at the process's limit nobody else gets in, /healthz included. So every connection is
// counted by its client (an IPv4 address, an IPv6 /64) the moment it is accepted, and one over the
// client's share, or over the total, is answered and closed before HTTP ever sees it.

export interface ConnectionLimits {
  /** Open connections one client may hold (CONNECTIONS_PER_CLIENT). */
  perClient: number;
  /** Open connections the process holds at most (MAX_CONNECTIONS), well under its open-file limit. */
  total: number;
}

export const connectionMessages = {
  client: (limit: number) =>
    `Too many open connections from your address (at most ${limit}). Close some and try again.`,
  total: "The server is at its limit of open connections. Please try again in a moment.",
};

function refusalAnswer(status: 429 | 503, message: string) {
  const body = `${message}\n`;
  return [
    `HTTP/1.1 ${status} ${status === 429 ? "Too Many Requests" : "Service Unavailable"}`,
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Retry-After: 10",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

export class ConnectionCounts {
  private readonly perKey = new Map<string, number>();
  private open = 0;

  constructor(readonly limits: ConnectionLimits) {}

  get total() {
    return this.open;
  }

  /** Counts the connection, or says which cap refuses it. `exempt` clients (trusted proxies) have no share. */
  take(key: string, exempt: boolean): { release: () => void } | { refused: "client" | "total" } {
    const held = this.perKey.get(key) ?? 0;
    if (!exempt && held >= this.limits.perClient) return { refused: "client" };
    if (this.open >= this.limits.total) return { refused: "total" };
    this.perKey.set(key, held + 1);
    this.open += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.open -= 1;
        const left = (this.perKey.get(key) ?? 1) - 1;
        if (left > 0) this.perKey.set(key, left);
        else this.perKey.delete(key);
      },
    };
  }
}

/**
 * Puts the caps in front of the HTTP server's own handling of new connections. A proxy that
 * TRUST_PROXY trusts carries many clients on its connections: it has no share of its own (its clients'
 * requests are counted by the per-request limits), only the total applies to it.
 */
export function guardConnections(
  server: Server,
  limits: ConnectionLimits,
  isTrustedProxy: (address: string) => boolean,
): ConnectionCounts {
  const counts = new ConnectionCounts(limits);
  const log = new RefusalLog("Connection");
  // Node's HTTP server handles a new connection in its one "connection" listener; it runs only for
  // the connections admitted here, so a refused one never reaches a route.
  const handlers = server.listeners("connection") as ((socket: Socket) => void)[];
  server.removeAllListeners("connection");
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const key = clientKey(address);
    const taken = counts.take(key, isTrustedProxy(address));
    if ("refused" in taken) {
      const client = taken.refused === "client";
      log.refused(
        key,
        client
          ? `it holds ${limits.perClient} open connections (CONNECTIONS_PER_CLIENT)`
          : `the server holds ${limits.total} open connections (MAX_CONNECTIONS)`,
      );
      socket.on("error", () => {});
      // What it sent is read and dropped: the answer is the same whatever it asked.
      socket.resume();
      socket.end(
        refusalAnswer(
          client ? 429 : 503,
          client ? connectionMessages.client(limits.perClient) : connectionMessages.total,
        ),
      );
      // A client that does not read its answer does not keep the descriptor either.
      socket.setTimeout(5_000, () => socket.destroy());
      return;
    }
    socket.once("close", taken.release);
    for (const handle of handlers) handle.call(server, socket);
  });
  return counts;
}
