import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import PostalMime, { type Email } from "postal-mime";

// The end-to-end server sends its e-mail over SMTP to a sink started by Playwright's global setup,
// which writes every message it receives here as an .eml file for the tests to read.

const appPort = Number(process.env.E2E_PORT ?? 4317);
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT ?? appPort + 4);
export const e2eMailDir = path.resolve(`.e2e-data/mail-${appPort}`);
export const e2eAdminNotifyEmail = "team@e2e.test";

async function receivedMail(): Promise<Email[]> {
  if (!existsSync(e2eMailDir)) return [];
  const files = readdirSync(e2eMailDir).filter((name) => name.endsWith(".eml"));
  return Promise.all(
    files.map((name) => PostalMime.parse(readFileSync(path.join(e2eMailDir, name), "utf8"))),
  );
}

/** Every message received for `address` (as a To recipient), waiting until `count` have arrived. */
export async function mailTo(address: string, { count = 1, timeoutMs = 15_000 } = {}): Promise<Email[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await receivedMail()).filter((email) =>
      email.to?.some((recipient) => recipient.address === address),
    );
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function calendarOf(email: Email) {
  const part = email.attachments.find((attachment) => attachment.mimeType === "text/calendar");
  if (!part) return undefined;
  const text = typeof part.content === "string" ? part.content : new TextDecoder().decode(part.content);
  return { method: part.method, text: text.replace(/\r?\n /g, "") };
}
