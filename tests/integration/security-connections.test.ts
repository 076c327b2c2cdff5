import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dribble,
  halfSentHeaders,
  openRawConnection,
  type RawConnection,
  slowBodyHeaders,
} from "../../scripts/probe/raw-connection";
import { connectionMessages } from "../../server/http/connection-guard";
import { type ServerProcess, startServerProcess } from "../support/server-process";

// One client cannot take the server's connections: each client (an IPv4 address, an IPv6 /64) holds
// at most CONNECTIONS_PER_CLIENT; one more is answered 429 with the reason and closed, and logged;
// other clients and /healthz are still served. A request must arrive whole within its time: half-sent
// headers and a body sent a byte at a time are answered 408 and closed. Loopback's other addresses
// (127.0.0.2) are "another client"; TRUST_PROXY=none, so loopback is not a trusted proxy here.

const PER_CLIENT = 5;

function healthFrom(origin: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${origin}/healthz`, { localAddress, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on("error", reject);
  });
}

describe("connections per client and the time a request may take", () => {
  let server: ServerProcess;
  let dataDir: string;
  const open: RawConnection[] = [];
  beforeAll(async () => {
    dataDir = path.join(tmpdir(), `connections-${randomBytes(4).toString("hex")}`);
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DEMO_DATA: "off",
      TRUST_PROXY: "none",
      LOG_LEVEL: "warn",
      CONNECTIONS_PER_CLIENT: String(PER_CLIENT),
      HEADERS_TIMEOUT_SECONDS: "1",
      REQUEST_TIMEOUT_SECONDS: "2",
    });
  });
  afterAll(async () => {
    for (const connection of open) connection.socket.destroy();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses one client's connection over its share with the reason, logs it, and serves others", async () => {
    // Connections that never send a byte: the share is counted from the moment each is accepted.
    const held = Array.from({ length: PER_CLIENT }, () =>
      openRawConnection(server.url, { from: "127.0.0.1" }),
    );
    open.push(...held);
    await Promise.all(held.map((connection) => connection.connected));
    const over = openRawConnection(server.url, {
      from: "127.0.0.1",
      send: "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n",
    });
    open.push(over);
    expect(await over.answer).toBe("HTTP/1.1 429 Too Many Requests");
    expect(await healthFrom(server.url, "127.0.0.2")).toBe(200);
    await expect.poll(() => server.output()).toContain("Connection refused for client=127.0.0.1");
    expect(server.output()).toContain("CONNECTIONS_PER_CLIENT");
  });

  it("says why in the refusal's body", async () => {
    const first = openRawConnection(server.url, { from: "127.0.0.3" });
    const rest = Array.from({ length: PER_CLIENT - 1 }, () =>
      openRawConnection(server.url, { from: "127.0.0.3" }),
    );
    open.push(first, ...rest);
    await Promise.all([first, ...rest].map((connection) => connection.connected));
    let body = "";
    const over = openRawConnection(server.url, { from: "127.0.0.3" });
    over.socket.on("data", (chunk: string) => {
      body += chunk;
    });
    await over.closed;
    expect(body).toContain(connectionMessages.client(PER_CLIENT));
  });

  it("answers half-sent headers with 408 and closes them", async () => {
    const waiting = openRawConnection(server.url, { from: "127.0.0.4", send: halfSentHeaders });
    open.push(waiting);
    expect(await waiting.answer).toBe("HTTP/1.1 408 Request Timeout");
  });

  it("closes a connection that never sends a byte", async () => {
    const silent = openRawConnection(server.url, { from: "127.0.0.5" });
    open.push(silent);
    await silent.connected;
    await silent.closed;
    expect(silent.socket.destroyed).toBe(true);
  });

  it("answers a body sent a byte at a time with 408 once the request's time is up", async () => {
    const slow = openRawConnection(server.url, { from: "127.0.0.6", send: slowBodyHeaders });
    open.push(slow);
    await slow.connected;
    dribble(slow, 200);
    expect(await slow.answer).toBe("HTTP/1.1 408 Request Timeout");
  });

  it("frees a client's share as its connections close", async () => {
    for (const connection of open) connection.socket.destroy();
    await Promise.all(open.map((connection) => connection.closed));
    await expect.poll(() => healthFrom(server.url, "127.0.0.1")).toBe(200);
  });
});
