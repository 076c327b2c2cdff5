import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

// A real SMTP peer for tests: accepts every message, keeps it parsed in memory and, when asked,
// writes it as an .eml file (so another process, a Playwright test, can read it).

export interface ReceivedMail {
  raw: string;
  email: Email;
  envelopeTo: string[];
}

export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private port = 0;

  private constructor(
    private readonly saveTo?: string,
    private readonly acceptDelayMs = 0,
  ) {}

  /**
   * Listens on `port` (0: any free one) on 127.0.0.1. With `acceptDelayMs`, each message is accepted
   * only after that long, as a slow mail server would (senders wait for its answer).
   */
  static async start({
    port = 0,
    saveTo,
    acceptDelayMs,
  }: {
    port?: number;
    saveTo?: string;
    acceptDelayMs?: number;
  } = {}): Promise<SmtpSink> {
    const sink = new SmtpSink(saveTo, acceptDelayMs);
    sink.port = port;
    await sink.listen();
    return sink;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Stops accepting connections, as a mail server outage would. */
  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Listens again on the same port after `stop()`. */
  async listen() {
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      closeTimeout: 100,
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          try {
            const raw = Buffer.concat(chunks).toString("utf8");
            const email = await PostalMime.parse(raw);
            const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
            this.received.push({ raw, email, envelopeTo });
            if (this.saveTo) {
              mkdirSync(this.saveTo, { recursive: true });
              const name = `${Date.now()}-${this.received.length}-${process.pid}.eml`;
              writeFileSync(path.join(this.saveTo, name), raw);
            }
            if (this.acceptDelayMs > 0) setTimeout(() => callback(), this.acceptDelayMs);
            else callback();
          } catch (error) {
            callback(error as Error);
          }
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
    const address = server.server.address();
    if (typeof address === "object" && address) this.port = address.port;
    this.server = server;
  }

  to(recipient: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.envelopeTo.includes(recipient));
  }
}
