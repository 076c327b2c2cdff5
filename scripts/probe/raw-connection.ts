import { connect, type Socket } from "node:net";

// A TCP connection that speaks as little HTTP as a hoarder does: some of a request, or none, from a
// chosen local address (any of 127.0.0.0/8 on loopback), so probes and tests can be "another client".

export interface RawConnection {
  socket: Socket;
  /** Resolves once connected. */
  connected: Promise<void>;
  /** The first line the server answered (its status line), or "" if it answered nothing. */
  answer: Promise<string>;
  /** Resolves, with milliseconds since it was opened, when the server (or we) closed it. */
  closed: Promise<number>;
}

export function openRawConnection(
  origin: string,
  { from, send = "" }: { from: string; send?: string },
): RawConnection {
  const { hostname, port } = new URL(origin);
  const opened = Date.now();
  const socket = connect({ host: hostname, port: Number(port), localAddress: from });
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    received += chunk;
  });
  socket.on("error", () => {});
  const connected = new Promise<void>((resolve) =>
    socket.once("connect", () => {
      if (send) socket.write(send);
      resolve();
    }),
  );
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now() - opened)));
  return { socket, connected, answer: closed.then(() => received.split("\r\n")[0] ?? ""), closed };
}

/** The start of a request whose headers never end. */
export const halfSentHeaders = "GET / HTTP/1.1\r\nHost: probe.example\r\nX-Waiting: ";

/** A POST whose body of 1,000 bytes will come one byte at a time. */
export const slowBodyHeaders =
  "POST /book-call HTTP/1.1\r\nHost: probe.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n";

/** Sends one byte every `everyMs` until the connection closes. */
export function dribble(connection: RawConnection, everyMs: number) {
  const timer = setInterval(() => connection.socket.write("a"), everyMs);
  void connection.closed.then(() => clearInterval(timer));
}
