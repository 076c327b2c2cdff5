import type { Response } from "express";
import type { ChatStreamEvent } from "../../domain/chat-protocol";
import { startEventStream } from "../http/start-event-stream";

/** The answer as the specification's stream: `data: <json>` lines, ended by `data: [DONE]`. */
export function openEventStream(response: Response) {
  startEventStream(response);
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
