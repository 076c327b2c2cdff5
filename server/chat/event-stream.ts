import type { Response } from "express";
import type { ChatStreamEvent } from "../../domain/chat-protocol";

/**
 * The answer as the specification's stream: `data: <json>` lines, ended by `data: [DONE]`.
 * `no-transform` and X-Accel-Buffering keep compression and proxies from holding pieces back.
 */
export function openEventStream(response: Response) {
  response.status(200).set({
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache, no-transform",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
  response.flushHeaders();
  return {
    send(event: ChatStreamEvent) {
      if (!response.writableEnded) response.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    end() {
      if (response.writableEnded) return;
      response.write("data: [DONE]\n\n");
      response.end();
    },
  };
}
