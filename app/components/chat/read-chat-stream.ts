import type { ChatStreamEvent } from "@domain/chat-protocol";

/** The events of POST /api/chat's answer as they arrive, until `data: [DONE]` or the stream's end. */
export async function* readChatStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      let end = buffered.indexOf("\n\n");
      while (end !== -1) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf("\n\n");
        for (const line of block.split("\n")) {
          if (!line.startsWith("data: ")) continue;
          const data = line.slice("data: ".length);
          if (data === "[DONE]") return;
          yield JSON.parse(data) as ChatStreamEvent;
        }
      }
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}
