import { readFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { type AddressInfo, createServer as createTcpServer, type Server, type Socket } from "node:net";

// Servers that fail a connection as real receivers do, on a free local port: HTTPS with a certificate
// that is self-signed, signed by an authority nobody trusts, expired or issued for another address
// (./tls/make-certificates.sh made them), plain HTTP where HTTPS is expected, a connection reset, a
// handshake that never ends, and a port nobody listens on.

const tls = (name: string) => readFileSync(new URL(`./tls/${name}`, import.meta.url));

/** The test authority: trusted only by a process told to (NODE_EXTRA_CA_CERTS). */
export const testAuthorityFile = new URL("./tls/authority.pem", import.meta.url).pathname;

/** Each is for 127.0.0.1 and localhost. */
export const certificates = {
  selfSigned: () => tls("self-signed.pem"),
  /** Signed by the test authority, sent alone. */
  signed: () => tls("signed.pem"),
  /** Signed by the test authority, sent with it. */
  signedWithAuthority: () => Buffer.concat([tls("signed.pem"), tls("authority.pem")]),
  /** Signed by the test authority; expired on January 2, 2000. */
  expired: () => tls("expired.pem"),
};

export interface LocalServer {
  port: number;
  close(): Promise<void>;
}

async function listening(server: Server, host: string): Promise<LocalServer> {
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const answerOk = (_request: unknown, response: { end(text: string): void }) => response.end("ok");

/** HTTPS with `certificate`, answering 200 to whoever gets through the handshake. */
export function httpsServer(certificate: Buffer, host = "127.0.0.1") {
  return listening(createHttpsServer({ key: tls("server-key.pem"), cert: certificate }, answerOk), host);
}

/** Plain HTTP: what an https:// address finds on a port that does not speak TLS. */
export function plainHttpServer() {
  return listening(createHttpServer(answerOk), "127.0.0.1");
}

/** Accepts each connection and closes it at once, before any handshake. */
export function resettingServer() {
  return listening(
    createTcpServer((socket) => socket.destroy()),
    "127.0.0.1",
  );
}

/** Accepts each connection and says nothing, ever: the handshake never ends. */
export function silentServer() {
  return listening(
    createTcpServer(() => {}),
    "127.0.0.1",
  );
}

/** A port nobody listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const server = await listening(createTcpServer(), "127.0.0.1");
  await server.close();
  return server.port;
}
