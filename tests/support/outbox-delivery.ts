import type { Database } from "../../server/db/connection";
import { smtpSender } from "../../server/mail/mail-sender";
import { OutboxWorker } from "../../server/mail/outbox-worker";
import type { SmtpSink } from "./smtp-sink";

/** Sends to `sink` what the outbox holds that is due at `clock`: one worker's pass, then it stops. */
export async function deliverOutbox(db: Database, sink: SmtpSink, clock: Date) {
  const worker = new OutboxWorker(db, smtpSender(sink.url), { clock: () => clock });
  await worker.drain();
  await worker.stop();
}
