import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import { bookingEventTypes } from "../../domain/webhook-events";
import { markAttendance } from "../../server/admin/attendance";
import { cancelBookingByOwner } from "../../server/booking/cancel";
import { rescheduleBooking } from "../../server/booking/reschedule";
import { webhookAttempts, webhookEndpoints, webhookMessages } from "../../server/db/schema";
import { SecretBox } from "../../server/secrets/secret-box";
import { AddressGuard } from "../../server/webhooks/address-guard";
import {
  addEndpoint,
  endpointsWithLogs,
  rotateSecret,
  sendAgain,
  setEndpointEnabled,
} from "../../server/webhooks/endpoints";
import { queueTestEvent } from "../../server/webhooks/queue-events";
import { WebhookWorker, type WebhookWorkerOptions } from "../../server/webhooks/webhook-worker";
import { bookDirectly, testDesk, testNow } from "../support/booking-desk";
import { schemaProblems } from "../support/json-schema-check";
import { agencyZone, createSlot } from "../support/slot-factory";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";
import { type Delivery, WebhookReceiver } from "../support/webhook-receiver";

// Booking events reach the agency's tools through the webhook outbox, signed to the Standard Webhooks
// specification: the receiver here verifies every delivery with the specification's own library
// (standardwebhooks), never with our code.

const payloadSchema = JSON.parse(
  readFileSync(new URL("../../docs/webhooks/booking-event.schema.json", import.meta.url), "utf8"),
);
const HOUR = 60 * 60_000;

/** The delivery's payload as a receiver with `secret` reads it: verified by standardwebhooks, or it throws. */
function verified(delivery: Delivery | undefined, secret: string) {
  if (!delivery) throw new Error("no delivery");
  return new Webhook(secret).verify(delivery.body, delivery.headers) as {
    type: string;
    data: Record<string, unknown> & { booking?: Record<string, unknown> };
  };
}

describe.each(databaseKinds)("webhook deliveries on %s", (kind) => {
  const database = freshDatabasePerTest(kind);
  const box = new SecretBox("a-test-auth-secret-of-at-least-32-characters", "webhook-secret");
  const guard = new AddressGuard(["127.0.0.1"]);
  let receiver: WebhookReceiver;
  /** How far the workers' clock is ahead of the real one. */
  let ahead = 0;
  const workers: WebhookWorker[] = [];
  const worker = (options: WebhookWorkerOptions = {}) => {
    const made = new WebhookWorker(database.db, box, guard, {
      clock: () => new Date(Date.now() + ahead),
      ...options,
    });
    workers.push(made);
    return made;
  };
  const endpoint = async (events: readonly (typeof bookingEventTypes)[number][] = bookingEventTypes) => {
    const added = await addEndpoint(database.db, box, { url: receiver.url, events: [...events] });
    if (!added.ok) throw new Error("endpoint not added");
    return added;
  };
  const messages = () => database.db.select().from(webhookMessages);
  const endpointRow = async (id: string) =>
    (await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];

  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
    // A second ahead: the database stamps what it queues in microseconds, this clock in milliseconds, so
    // a message queued in the same millisecond as a pass would not be due yet.
    ahead = 1_000;
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((each) => each.stop()));
    await receiver.stop();
  });

  it("sends each booking event, signed and verifiable, as the published JSON Schema describes it", async () => {
    const { secret } = await endpoint();
    const desk = testDesk(database.db);
    const first = await createSlot(database.db, { slotDate: "2030-03-06", slotTime: "10:00:00" });
    const second = await createSlot(database.db, { slotDate: "2030-03-07", slotTime: "11:00:00" });
    const booked = await bookDirectly(desk, first.id);
    const moved = await rescheduleBooking(desk, {
      token: booked.token,
      fromSlotId: first.id,
      toSlotId: second.id,
      now: testNow,
      linkBase: "https://dvat.test",
    });
    expect(moved.ok).toBe(true);
    const cancelled = await cancelBookingByOwner(desk, booked.booking.id, {
      reason: "The consultant is ill",
      now: testNow,
      linkBase: "https://dvat.test",
    });
    expect(cancelled.ok).toBe(true);
    const third = await createSlot(database.db, { slotDate: "2030-03-06", slotTime: "12:00:00" });
    const came = await bookDirectly(desk, third.id, { email: "grace@example.com" });
    const afterTheCall = wallClockToInstant("2030-03-06", "14:00:00", agencyZone);
    for (const attendance of ["attended", "no_show"] as const)
      expect(
        await markAttendance(database.db, {
          bookingId: came.booking.id,
          attendance,
          now: afterTheCall,
          agencyZone,
        }),
      ).toEqual({ ok: true });

    await worker().drain();
    const payloads = receiver.received.map((delivery) => verified(delivery, secret));
    expect(payloads.map((payload) => payload.type)).toEqual([
      "booking.created",
      "booking.rescheduled",
      "booking.cancelled",
      "booking.created",
      "booking.attended",
      "booking.no_show",
    ]);
    for (const payload of payloads) expect(schemaProblems(payloadSchema, payload)).toEqual([]);
    const [created, rescheduled, cancel] = payloads;
    expect(created?.data.booking).toMatchObject({
      id: booked.booking.id,
      status: "confirmed",
      start: { utc: "2030-03-06T16:00:00.000Z", agency: "2030-03-06T10:00:00-06:00", zone: agencyZone },
      end: { utc: "2030-03-06T17:00:00.000Z", agency: "2030-03-06T11:00:00-06:00" },
      customer: { name: "Ada Lovelace", email: "ada@example.com", phone: null },
    });
    expect(rescheduled?.data).toMatchObject({
      booking: { start: { agency: "2030-03-07T11:00:00-06:00" } },
      previous: { start: { agency: "2030-03-06T10:00:00-06:00" } },
    });
    expect(cancel?.data.booking).toMatchObject({
      status: "cancelled",
      cancellation: { by: "owner", reason: "The consultant is ill" },
    });
    // Never the customer's way into their booking: neither the link nor its token.
    for (const delivery of receiver.received) {
      expect(delivery.body).not.toContain(booked.token);
      expect(delivery.body).not.toContain("/booking/");
    }
    expect(new Set(receiver.received.map((delivery) => delivery.headers["webhook-id"])).size).toBe(6);
  });

  it("queues only the events an endpoint chose, and none for a disabled one", async () => {
    await endpoint(["booking.cancelled"]);
    const other = await addEndpoint(database.db, box, {
      url: `${receiver.url}/off`,
      events: ["booking.created"],
    });
    if (!other.ok) throw new Error("endpoint not added");
    expect(await setEndpointEnabled(database.db, other.id, false)).toEqual({ ok: true });
    const desk = testDesk(database.db);
    await bookDirectly(
      desk,
      (await createSlot(database.db, { slotDate: "2030-03-06", slotTime: "10:00:00" })).id,
    );
    expect(await messages()).toHaveLength(0);
  });

  it("retries after a 500 with the same webhook-id, and stops once a 2xx comes", async () => {
    const { secret, id } = await endpoint();
    await queueTestEvent(database.db, id, new Date());
    receiver.answers.push(500);
    await worker().drain();
    expect(receiver.received).toHaveLength(1);
    expect((await messages())[0]).toMatchObject({ status: "pending", attempts: 1 });

    ahead += 10_000;
    await worker().drain();
    await worker().drain();
    expect(receiver.received).toHaveLength(2);
    const [failed, delivered] = receiver.received;
    expect(delivered?.headers["webhook-id"]).toBe(failed?.headers["webhook-id"]);
    expect(verified(delivered, secret).type).toBe("webhook.test");
    expect((await messages())[0]).toMatchObject({ status: "delivered", attempts: 2 });
    const log = await database.db.select().from(webhookAttempts).orderBy(webhookAttempts.attempt);
    expect(log.map((attempt) => [attempt.attempt, attempt.statusCode, attempt.delivered])).toEqual([
      [1, 500, false],
      [2, 200, true],
    ]);
    expect(log[0]?.excerpt).toBe("refused with 500");
  });

  it("tells the owner, per endpoint, how many events wait and how many are due within seconds", async () => {
    const { id } = await endpoint();
    const quiet = await addEndpoint(database.db, box, {
      url: `${receiver.url}/quiet`,
      events: ["booking.created"],
    });
    if (!quiet.ok) throw new Error("endpoint not added");
    const counts = async () =>
      Object.fromEntries(
        (await endpointsWithLogs(database.db)).map((row) => [
          row.id,
          [row.waiting, row.dueNow, row.attempts.length],
        ]),
      );
    await queueTestEvent(database.db, id, new Date());
    expect(await counts()).toEqual({ [quiet.id]: [0, 0, 0], [id]: [1, 1, 0] });

    // Refused, and tried again in an hour: it still waits, but the page need not keep looking.
    receiver.answers.push(500);
    const refusedAt = Date.now();
    await worker({ retryBaseMs: HOUR }).drain();
    expect(await counts()).toEqual({ [quiet.id]: [0, 0, 0], [id]: [1, 0, 1] });
    // When it goes next, for the owner to read; nothing waits for the quiet one.
    const next = Object.fromEntries(
      (await endpointsWithLogs(database.db)).map((row) => [row.id, row.nextAttemptAt]),
    );
    expect(next[quiet.id]).toBeNull();
    const [message] = await messages();
    expect(next[id]).toEqual(message?.nextAttemptAt);
    expect(next[id]?.getTime()).toBeGreaterThan(refusedAt + HOUR / 2);

    ahead += 2 * HOUR;
    await worker().drain();
    expect(await counts()).toEqual({ [quiet.id]: [0, 0, 0], [id]: [0, 0, 2] });
  });

  it("keeps a message while the receiver is down and delivers it after a restart", async () => {
    const { secret, id } = await endpoint();
    await queueTestEvent(database.db, id, new Date());
    await receiver.stop();
    const before = worker();
    await before.drain();
    await before.stop();
    const [attempt] = await database.db.select().from(webhookAttempts);
    expect(attempt).toMatchObject({ statusCode: null, delivered: false });
    expect(attempt?.excerpt).toContain("refused the connection");

    await receiver.listen();
    ahead += 10_000;
    await worker().drain();
    expect(receiver.received).toHaveLength(1);
    expect(verified(receiver.received[0], secret).type).toBe("webhook.test");
    expect((await messages())[0]?.status).toBe("delivered");
  });

  it("disables the endpoint when the receiver answers 410 Gone", async () => {
    const { id } = await endpoint();
    await queueTestEvent(database.db, id, new Date());
    await queueTestEvent(database.db, id, new Date());
    receiver.answers.push(410);
    await worker({ batchSize: 1 }).drain();
    expect(receiver.received).toHaveLength(1);
    expect(await endpointRow(id)).toMatchObject({ enabled: false });
    expect((await endpointRow(id))?.disabledNote).toContain("410 Gone");
    // Its other message waits for the owner to enable it again; no new event is queued meanwhile.
    const desk = testDesk(database.db);
    await bookDirectly(
      desk,
      (await createSlot(database.db, { slotDate: "2030-03-06", slotTime: "10:00:00" })).id,
    );
    expect((await messages()).map((message) => message.eventType)).toEqual(["webhook.test", "webhook.test"]);
  });

  it("disables an endpoint that failed for a day, with a note, and gives up the message", async () => {
    const { id } = await endpoint();
    await queueTestEvent(database.db, id, new Date());
    receiver.answers.push(500, 500, 500);
    await worker().drain();
    expect(await endpointRow(id)).toMatchObject({ enabled: true });
    ahead += 25 * HOUR;
    await worker().drain();
    const row = await endpointRow(id);
    expect(row?.enabled).toBe(false);
    expect(row?.disabledNote).toBe(
      "Every delivery failed for a day (the last: HTTP 500), so sending stopped.",
    );
    expect((await messages())[0]?.status).toBe("failed");
  });

  it("signs with the old and the new secret for a day after a rotation, then with the new one only", async () => {
    const { secret: old, id } = await endpoint();
    const rotated = await rotateSecret(database.db, box, id, new Date());
    if (!rotated.ok) throw new Error("not rotated");
    await queueTestEvent(database.db, id, new Date());
    await worker().drain();
    const [during] = receiver.received;
    expect(during?.headers["webhook-signature"]?.split(" ")).toHaveLength(2);
    expect(verified(during, old).type).toBe("webhook.test");
    expect(verified(during, rotated.secret).type).toBe("webhook.test");

    ahead += 25 * HOUR;
    await queueTestEvent(database.db, id, new Date());
    await worker().drain();
    const after = receiver.received[1];
    expect(verified(after, rotated.secret).type).toBe("webhook.test");
    expect(() => verified(after, old)).toThrow("No matching signature found");
  });

  it("sends a delivered message again on request, under the same webhook-id", async () => {
    const { id } = await endpoint();
    await queueTestEvent(database.db, id, new Date());
    await worker().drain();
    const [message] = await messages();
    expect(await sendAgain(database.db, id, message?.id ?? "")).toEqual({ ok: true });
    await worker().drain();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.headers["webhook-id"]).toBe(receiver.received[0]?.headers["webhook-id"]);
    expect((await messages())[0]).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("keeps the last 100 attempts of an endpoint in its log, and only the messages they are of", async () => {
    const { id } = await endpoint();
    for (let sent = 0; sent < 102; sent += 1) await queueTestEvent(database.db, id, new Date());
    await worker({ batchSize: 20 }).drain();
    expect(receiver.received).toHaveLength(102);
    const log = await database.db.select().from(webhookAttempts);
    expect(log).toHaveLength(100);
    const kept = await messages();
    expect(kept).toHaveLength(100);
    expect(new Set(kept.map((message) => message.id))).toEqual(
      new Set(log.map((attempt) => attempt.messageId)),
    );
  });

  it("never holds a booking up while a receiver is slow, and gives up waiting after the timeout", async () => {
    const { id } = await endpoint();
    await queueTestEvent(database.db, id, new Date());
    receiver.answers.push("hang");
    const busy = worker().drain();
    await expect.poll(() => receiver.held.length).toBe(1);
    // The receiver still holds the delivery: the booking and its event are queued all the same.
    const desk = testDesk(database.db);
    await bookDirectly(
      desk,
      (await createSlot(database.db, { slotDate: "2030-03-06", slotTime: "10:00:00" })).id,
    );
    expect(receiver.held).toHaveLength(1);
    expect((await messages()).map((message) => message.eventType).sort()).toEqual([
      "booking.created",
      "webhook.test",
    ]);
    await receiver.stop();
    await busy;

    await receiver.listen();
    receiver.answers.push("hang");
    ahead += 10_000;
    await worker({ timeoutMs: 300 }).drain();
    const log = await database.db.select().from(webhookAttempts);
    expect(log.map((attempt) => attempt.excerpt)).toContainEqual(
      expect.stringMatching(/^127\.0\.0\.1:\d+ did not answer within 0\.3 seconds\.$/),
    );
  });
});
