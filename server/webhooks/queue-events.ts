import { and, eq, sql } from "drizzle-orm";
import { type BookingEventType, TEST_EVENT_TYPE, WEBHOOK_PAYLOAD_VERSION } from "../../domain/webhook-events";
import type { Database } from "../db/connection";
import { webhookEndpoints, webhookMessages } from "../db/schema";
import { type BookingEventContext, bookingEventPayload } from "./booking-payload";

// Events are queued in the transaction of the change they report (a booking, a cancel, a move, an
// attendance mark): if the change rolls back, no event was queued; if it commits, the worker delivers
// it later, so a slow or absent receiver never holds up a booking.

/** Queues the event for every enabled endpoint that subscribed to it; reads the booking only if one did. */
export async function queueBookingEvent(
  tx: Database,
  type: BookingEventType,
  bookingId: string,
  context: BookingEventContext,
) {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), sql`${type} = any(${webhookEndpoints.events})`));
  if (endpoints.length === 0) return;
  const body = JSON.stringify(await bookingEventPayload(tx, type, bookingId, context));
  await tx
    .insert(webhookMessages)
    .values(endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventType: type, body })));
}

/** The owner's "Send test event": one message to this endpoint, whatever it subscribed to. */
export async function queueTestEvent(db: Database, endpointId: string, at: Date) {
  const body = JSON.stringify({
    type: TEST_EVENT_TYPE,
    timestamp: at.toISOString(),
    version: WEBHOOK_PAYLOAD_VERSION,
    data: {
      message: "A test event from Admin → Integrations: this endpoint receives and verifies deliveries.",
    },
  });
  await db.insert(webhookMessages).values({ endpointId, eventType: TEST_EVENT_TYPE, body });
}
