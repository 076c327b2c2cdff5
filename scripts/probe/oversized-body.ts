import { connect } from "node:net";
import { performance } from "node:perf_hooks";

// An attacker's oversized request body, sent over a raw socket as fast as the server takes it: with
// its length declared up front, or streamed in chunks without one. Stops sending once an answer
// starts, as a browser does.

export interface OversizedAnswer {
  /** The answer's status, or 0 when the connection ended without one. */
  status: number;
  body: string;
  /** From the first byte sent until the answer's status line arrived (or the connection ended). */
  ms: number;
  /** Body bytes the client managed to send. */
  sentBytes: number;
}

const CHUNK = Buffer.alloc(64 * 1024, "a");

export function sendOversizedBody(
  url: string,
  {
    bytes,
    declared,
    contentType = "application/json",
    headers = {},
  }: { bytes: number; declared: boolean; contentType?: string; headers?: Record<string, string> },
): Promise<OversizedAnswer> {
  const target = new URL(url);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(Number(target.port), target.hostname);
    let received = "";
    let answeredAt: number | undefined;
    let sentBytes = 0;
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      answeredAt ??= performance.now();
      received += chunk;
    });
    // A write refused by the closed connection is the expected end, not a failure of the probe.
    socket.on("error", () => {});
    socket.on("close", () => {
      const [head = "", ...rest] = received.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({
        status,
        body: Buffer.from(rest.join("\r\n\r\n"), "latin1").toString("utf8"),
        ms: (answeredAt ?? performance.now()) - started,
        sentBytes,
      });
    });
    const length = declared ? `Content-Length: ${bytes}` : "Transfer-Encoding: chunked";
    const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `POST ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nContent-Type: ${contentType}\r\n${extra.join("")}${length}\r\n\r\n`,
    );
    const frame = (part: Buffer) =>
      declared
        ? part
        : Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from("\r\n")]);
    const sendMore = () => {
      if (received || socket.destroyed || socket.writableEnded) return;
      if (sentBytes >= bytes) {
        if (declared) socket.end();
        else socket.end("0\r\n\r\n");
        return;
      }
      const part = CHUNK.subarray(0, Math.min(CHUNK.length, bytes - sentBytes));
      sentBytes += part.length;
      if (socket.write(frame(part))) setImmediate(sendMore);
      else socket.once("drain", sendMore);
    };
    sendMore();
  });
}
