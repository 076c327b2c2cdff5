import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A receiver of webhooks on a free local port, as the agency's tools would be: it keeps every delivery
// (headers and the body as sent) for the test to verify with the standardwebhooks library, and answers
// what the test tells it to — a status, or no answer at all.

export interface Delivery {
  headers: Record<string, string>;
  body: string;
}

type Answer = number | "hang";

export class WebhookReceiver {
  readonly received: Delivery[] = [];
  /** Answers for the next deliveries, in order; then 200. */
  readonly answers: Answer[] = [];
  /** Requests that were given no answer ("hang"), held open until the receiver stops. */
  readonly held: ServerResponse[] = [];
  private server: Server | undefined;
  private port = 0;

  static async start() {
    const receiver = new WebhookReceiver();
    await receiver.listen();
    return receiver;
  }

  get url() {
    return `http://127.0.0.1:${this.port}/hooks/agency`;
  }

  /** Listens again on the same port after stop(): the receiver is back. */
  async listen() {
    const server = createServer((request, response) => this.answer(request, response));
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** The receiver is down: nothing listens on its port. */
  async stop() {
    for (const response of this.held.splice(0)) response.destroy();
    const server = this.server;
    this.server = undefined;
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  }

  private answer(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      this.received.push({ headers, body: Buffer.concat(chunks).toString("utf8") });
      const answer = this.answers.shift() ?? 200;
      if (answer === "hang") {
        this.held.push(response);
        return;
      }
      response.writeHead(answer, { "content-type": "text/plain" });
      response.end(answer < 300 ? "ok, thanks" : `refused with ${answer}`);
    });
  }
}
