import { rmSync } from "node:fs";
import { ChatStub } from "./chat-stub";
import { e2eChatStubPort } from "./e2e-chat";
import { e2eMailDir, e2eSmtpPort } from "./e2e-mail";
import { SmtpSink } from "./smtp-sink";

/**
 * A real SMTP peer for the end-to-end servers (SMTP_URL points at it) and the chat provider's stub for
 * the chat server (CHAT_API_URL); both stopped when the run ends.
 */
export default async function globalSetup() {
  rmSync(e2eMailDir, { recursive: true, force: true });
  const sink = await SmtpSink.start({ port: e2eSmtpPort, saveTo: e2eMailDir });
  const chatStub = await ChatStub.start({ port: e2eChatStubPort });
  // Slow enough that a person, and the test, sees the answer arrive in pieces.
  chatStub.chunkDelayMs = 60;
  return async () => {
    await sink.stop();
    await chatStub.stop();
  };
}
