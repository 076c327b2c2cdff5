import type { Database } from "../db/connection";
import { OutboxDrainByItem } from "../jobs/drain-loop";
import { logger } from "../logger";
import { retryDelayMs } from "../mail/outbox-worker";
import type { SecretBox } from "../secrets/secret-box";
import type { AddressGuard } from "./address-guard";
import { type ClaimedMessage, claimDueMessages, recordAttempt } from "./message-outbox";
import { DELIVERY_TIMEOUT_MS, type DeliveryAnswer, postDelivery } from "./post-delivery";
import { signedHeaders } from "./signing";

export interface WebhookWorkerOptions {
  /** How often to look for due messages when nobody wakes the worker. */
  pollMs?: number;
  batchSize?: number;
  leaseMs?: number;
  /** The first retry waits this long; each later one twice as long, up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  timeoutMs?: number;
  /** The clock that decides what is due (tests move it); default: the database's own. */
  clock?: () => Date;
}

const defaults: Required<Omit<WebhookWorkerOptions, "clock">> = {
  pollMs: 3_000,
  batchSize: 5,
  // Longer than a delivery may take, so a lease never ends while its post is still waiting.
  leaseMs: 60_000,
  // 5 s, 10 s, 20 s … then hourly: about 30 tries before a message's day of retries ends.
  retryBaseMs: 5_000,
  retryMaxMs: 3_600_000,
  timeoutMs: DELIVERY_TIMEOUT_MS,
};

/**
 * Posts what the webhook outbox holds, signed: polls every few seconds, runs at once when woken
 * (after a booking commits). At least once: a message is marked delivered only after a 2xx answer.
 */
export class WebhookWorker extends OutboxDrainByItem<ClaimedMessage> {
  private readonly options: Required<Omit<WebhookWorkerOptions, "clock">> &
    Pick<WebhookWorkerOptions, "clock">;

  constructor(
    private readonly db: Database,
    private readonly secrets: SecretBox,
    private readonly guard: AddressGuard,
    options: WebhookWorkerOptions = {},
  ) {
    super(options.pollMs ?? defaults.pollMs, {
      pass: "Webhook delivery",
      record: "Could not record a webhook delivery",
    });
    this.options = { ...defaults, ...options };
  }

  protected claim() {
    return claimDueMessages(this.db, {
      limit: this.options.batchSize,
      leaseMs: this.options.leaseMs,
      now: this.options.clock?.(),
    });
  }

  protected handle(message: ClaimedMessage) {
    return this.deliver(message);
  }

  private async post(message: ClaimedMessage): Promise<DeliveryAnswer> {
    let secrets: string[];
    try {
      secrets = [message.sealedSecret, message.previousSealedSecret]
        .filter((sealed): sealed is string => sealed !== null)
        .map((sealed) => this.secrets.open(sealed));
    } catch (error) {
      return { statusCode: null, excerpt: `${(error as Error).message}; rotate the secret` };
    }
    const headers = signedHeaders(secrets, {
      messageId: message.id,
      at: new Date(),
      body: message.body,
    });
    return postDelivery(this.guard, message.url, {
      headers: { ...headers },
      body: message.body,
      timeoutMs: this.options.timeoutMs,
    });
  }

  private async deliver(message: ClaimedMessage) {
    const started = performance.now();
    const answer = await this.post(message);
    const latencyMs = performance.now() - started;
    const delivered = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
    await recordAttempt(
      this.db,
      message,
      {
        ...answer,
        latencyMs,
        delivered,
        gone: answer.statusCode === 410,
        retryInMs: retryDelayMs(message.attempts, this.options),
      },
      this.options.clock?.(),
    );
    // The endpoint's address and the event only: never the body, the headers or the secret.
    if (!delivered)
      logger.warn(
        `Webhook ${message.eventType} to ${new URL(message.url).host} attempt ${message.attempts} failed: ${answer.statusCode ?? answer.excerpt}`,
      );
  }
}
