import type { Response } from "express";

/**
 * Starts a Server-Sent Events answer (the chat's replies, the live slots): its headers go out at once.
 * `no-transform` and X-Accel-Buffering keep compression and proxies from holding pieces back.
 */
export function startEventStream(response: Response) {
  response.status(200).set({
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache, no-transform",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
  response.flushHeaders();
}
