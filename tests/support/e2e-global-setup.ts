import { rmSync } from "node:fs";
import { e2eMailDir, e2eSmtpPort } from "./e2e-mail";
import { SmtpSink } from "./smtp-sink";

/** A real SMTP peer for the end-to-end server (SMTP_URL points at it); stopped when the run ends. */
export default async function globalSetup() {
  rmSync(e2eMailDir, { recursive: true, force: true });
  const sink = await SmtpSink.start({ port: e2eSmtpPort, saveTo: e2eMailDir });
  return async () => {
    await sink.stop();
  };
}
