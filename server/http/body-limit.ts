import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { Request, RequestHandler, Response } from "express";
import { MAX_FORM_BYTES } from "./read-form";

// No request body larger than our largest form reaches any handler, Better Auth's included (it would
// read any body into memory). A declared length past the limit is refused before a byte of the body
// is read; a streamed (chunked) body is gathered up to the limit before any handler sees it, and cut
// off as soon as it passes it. Either way the connection is closed, so the rest is never read.

export const BODY_TOO_LARGE_MESSAGE = `This request is too large: at most ${MAX_FORM_BYTES / 1024} KB may be sent, so nothing was done.`;

/** How long a refused client has to read the answer before its connection is cut. */
const LINGER_MS = 1_000;

/**
 * Node ends a `Connection: close` answer with `socket.destroySoon()`, which closes the socket as soon
 * as the answer is written; with the client still sending, its system then resets the connection and
 * the client may never read the answer. Instead the sending side is closed, nothing more is read,
 * and the socket is destroyed a moment later.
 */
function closeWithoutReading(socket: Socket) {
  socket.destroySoon = () => {
    socket.end();
    socket.pause();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

function refuse(request: Request, response: Response) {
  closeWithoutReading(request.socket);
  response.status(413).set({ Connection: "close", "Cache-Control": "no-store" });
  if (request.path.startsWith("/api/"))
    response.json({ code: "PAYLOAD_TOO_LARGE", message: BODY_TOO_LARGE_MESSAGE });
  else response.type("text/plain").send(BODY_TOO_LARGE_MESSAGE);
}

/**
 * Holds a chunked body back from every reader until it has ended within `maxBytes`, then hands it on
 * unchanged. Node's parser delivers a body by calling the request's `push`; taking that call over is
 * the one way to see the bytes without consuming the stream its readers will read.
 */
function gatherChunked(
  request: IncomingMessage,
  maxBytes: number,
  onEnd: () => void,
  onTooLarge: () => void,
) {
  const push = request.push;
  const held: Buffer[] = [];
  // Whatever was parsed before this handler ran is already queued, ahead of what follows.
  let size = request.readableLength;
  let done = false;
  request.push = (chunk: Buffer | null) => {
    if (done) return false;
    if (chunk === null) {
      done = true;
      request.push = push;
      for (const part of held) push.call(request, part);
      push.call(request, null);
      onEnd();
      return false;
    }
    size += chunk.length;
    if (size > maxBytes) {
      done = true;
      held.length = 0;
      onTooLarge();
      return false;
    }
    held.push(chunk);
    return true;
  };
}

export function boundedBodies(maxBytes = MAX_FORM_BYTES): RequestHandler {
  return (request, response, next) => {
    const declared = request.headers["content-length"];
    if (declared !== undefined) {
      // Node has checked it is a number and will deliver no more than it says.
      if (Number(declared) > maxBytes) refuse(request, response);
      else next();
      return;
    }
    if (request.headers["transfer-encoding"] === undefined) {
      next();
      return;
    }
    if (request.complete) {
      // The whole body came with the headers; it is already queued.
      if (request.readableLength > maxBytes) refuse(request, response);
      else next();
      return;
    }
    gatherChunked(
      request,
      maxBytes,
      () => next(),
      () => refuse(request, response),
    );
  };
}
