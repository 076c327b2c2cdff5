import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { OutboxMessage } from "./outbox";

/** Delivers one message; throws when it was not accepted. */
export interface MailSender {
  describe: string;
  send(message: OutboxMessage, messageId: string): Promise<void>;
  close(): void;
}

// Bounded well below the outbox lease, so a hung server cannot outlive a claim.
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

function nodemailerOptions(message: OutboxMessage, messageId: string) {
  const { from, to, replyTo, subject, text, html, icalEvent } = message;
  return {
    from,
    to,
    replyTo,
    subject,
    text,
    html,
    messageId,
    icalEvent: icalEvent
      ? { method: icalEvent.method, filename: icalEvent.filename, content: icalEvent.content }
      : undefined,
  };
}

type TransportOptions = Parameters<typeof import("nodemailer").createTransport>[0];

/**
 * The transport, made with the first message: nodemailer (several MB of memory) is not loaded by a
 * site that has sent nothing since it started.
 */
function lazyTransport(options: TransportOptions) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () =>
      (transport ??= import("nodemailer").then(({ default: mailer }) => mailer.createTransport(options))),
    close: () =>
      void transport?.then(
        (made) => made.close(),
        () => {},
      ),
  };
}

export function smtpSender(smtpUrl: string): MailSender {
  const transport = lazyTransport({ url: smtpUrl, ...smtpTimeouts });
  return {
    describe: `SMTP ${new URL(smtpUrl).host}`,
    async send(message, messageId) {
      await (await transport.get()).sendMail(nodemailerOptions(message, messageId));
    },
    close: transport.close,
  };
}

/** Without SMTP: each message as an .eml file, for a developer to open. */
export function fileSender(folder: string): MailSender {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: `.eml files in ${folder}`,
    async send(message, messageId) {
      const info = await (await transport.get()).sendMail(nodemailerOptions(message, messageId));
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${messageId.replace(/[^\w.-]/g, "")}.eml`;
      await writeFile(path.join(folder, name), info.message as Buffer);
    },
    close: transport.close,
  };
}

export function mailSenderFor(config: { mail: { smtpUrl?: string }; dataDir: string }): MailSender {
  return config.mail.smtpUrl
    ? smtpSender(config.mail.smtpUrl)
    : fileSender(path.join(config.dataDir, "outbox"));
}
