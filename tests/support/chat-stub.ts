import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A real OpenAI-compatible chat-completions server for tests: it streams `chat.completion.chunk`s
// over SSE as the provider does, and can refuse (429, 402, 500), break its stream half-way, answer
// slowly, or call the assistant's tool first. It records every request and every request the client
// abandoned. A mode is chosen per request: `stub.queue(...)` for the next requests, or a marker in the
// visitor's message, `[stub:429]` (the end-to-end tests, which cannot reach this object). `flaky` fails
// (500) the first time it sees a message and answers it the next time, as a retry would meet. `loop`
// (a marker only) calls the tool at every step of that message's answer and never answers.

export type StubMode = "text" | "slow" | "429" | "402" | "500" | "break" | "tool" | "flaky" | "loop";
const modes = new Set<string>(["text", "slow", "429", "402", "500", "break", "tool", "flaky", "loop"]);

export interface StubRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: unknown; tool_calls?: unknown }[];
    tools?: { function: { name: string } }[];
  };
}

export const STUB_TEXT = "Hello! We build AI assistants, automations and insights for your business.";

export class ChatStub {
  readonly requests: StubRequest[] = [];
  /** Requests whose client went away before the answer ended. */
  aborts = 0;
  text = STUB_TEXT;
  chunkDelayMs = 5;
  slowChunkDelayMs = 250;
  private readonly planned: StubMode[] = [];
  private readonly seen = new Set<string>();
  private server: Server | undefined;
  private port = 0;

  static async start({ port = 0 }: { port?: number } = {}) {
    const stub = new ChatStub();
    stub.server = createServer((request, response) => void stub.handle(request, response));
    await new Promise<void>((resolve) => stub.server?.listen(port, "127.0.0.1", resolve));
    stub.port = (stub.server.address() as AddressInfo).port;
    return stub;
  }

  /** The base URL to configure as CHAT_API_URL. */
  get url() {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  queue(...next: StubMode[]) {
    this.planned.push(...next);
  }

  reset() {
    this.requests.length = 0;
    this.planned.length = 0;
    this.aborts = 0;
    this.text = STUB_TEXT;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private modeFor(body: StubRequest["body"]): StubMode {
    const last = body.messages.at(-1);
    const question = String(body.messages.findLast((message) => message.role === "user")?.content ?? "");
    if (question.includes("[stub:loop]")) return "loop";
    // The second round of a tool call: answer with what the tool returned.
    if (last?.role === "tool") return "tool";
    const planned = this.planned.shift();
    if (planned) return planned;
    const content = String(last?.content ?? "");
    const marker = /\[stub:(\w+)\]/.exec(content)?.[1];
    if (marker === "flaky") {
      const again = this.seen.has(content);
      this.seen.add(content);
      return again ? "text" : "500";
    }
    return marker && modes.has(marker) ? (marker as StubMode) : "text";
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    let raw = "";
    for await (const chunk of request) raw += chunk;
    if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw) as StubRequest["body"];
    this.requests.push({ authorization: request.headers.authorization, body });
    const mode = this.modeFor(body);
    let finished = false;
    response.on("close", () => {
      if (!finished) this.aborts++;
    });
    const error = (status: number, message: string) => {
      finished = true;
      response
        .writeHead(status, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { message, type: "stub", code: String(status) } }));
    };
    if (mode === "429") return error(429, "Rate limit reached for requests");
    if (mode === "402") return error(402, "Insufficient credits");
    if (mode === "500") return error(500, "The server had an error");

    response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    response.flushHeaders();
    const id = `chatcmpl-${this.requests.length}`;
    const send = (choice: object | null, extra: object = {}) =>
      response.write(
        `data: ${JSON.stringify({
          id,
          object: "chat.completion.chunk",
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: choice ? [{ index: 0, finish_reason: null, ...choice }] : [],
          ...extra,
        })}\n\n`,
      );
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const gone = () => response.destroyed || response.writableEnded;

    const isToolCall = mode === "loop" || (mode === "tool" && body.messages.at(-1)?.role !== "tool");
    if (isToolCall) {
      send({
        delta: {
          role: "assistant",
          content: null,
          tool_calls: [
            {
              index: 0,
              id: `call_${this.requests.length}`,
              type: "function",
              function: { name: "nextBookableTimes", arguments: "" },
            },
          ],
        },
      });
      send({ delta: { tool_calls: [{ index: 0, function: { arguments: '{"count":3}' } }] } });
      send({ delta: {}, finish_reason: "tool_calls" });
      send(null, { usage: { prompt_tokens: 50, completion_tokens: 5, total_tokens: 55 } });
      finished = true;
      response.end("data: [DONE]\n\n");
      return;
    }

    const text = mode === "tool" ? this.answerFromTool(body) : this.text;
    const pieces = text.match(/.{1,6}/gs) ?? [];
    const delay = mode === "slow" ? this.slowChunkDelayMs : this.chunkDelayMs;
    send({ delta: { role: "assistant", content: "" } });
    for (const [index, piece] of pieces.entries()) {
      if (gone()) return;
      if (mode === "break" && index === Math.floor(pieces.length / 2)) {
        // The connection drops in the middle of the answer, as a crashed provider's would.
        await pause(delay);
        response.socket?.destroy();
        return;
      }
      send({ delta: { content: piece } });
      await pause(delay);
    }
    if (gone()) return;
    send({ delta: {}, finish_reason: "stop" });
    send(null, {
      usage: { prompt_tokens: 40, completion_tokens: pieces.length, total_tokens: 40 + pieces.length },
    });
    finished = true;
    response.end("data: [DONE]\n\n");
  }

  /** The answer after a tool call: the first time the tool returned, as its link. */
  private answerFromTool(body: StubRequest["body"]) {
    const result = body.messages.at(-1)?.content;
    const text = typeof result === "string" ? result : JSON.stringify(result);
    const link = /\/book-call\?[^"\s)\\]+/.exec(text)?.[0];
    return link ? `The next free time is here: [book it](${link})` : "There is no free time this week.";
  }
}
