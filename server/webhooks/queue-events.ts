import { sql } from "drizzle-orm";
import { type BookingEventType, TEST_EVENT_TYPE, WEBHOOK_PAYLOAD_VERSION } from "../../domain/webhook-events";
import type { Database } from "../db/connection";
import { webhookEndpoints, webhookMessages } from "../db/schema";
import { selectTogether } from "../db/together";
import { type BookingEventContext, bookingEventPayload } from "./booking-payload";

// Events are queued in the transaction of the change they report (a booking, a cancel, a move, an
// attendance mark): if the change rolls back, no event was queued; if it commits, the worker delivers
// it later, so a slow or absent receiver never holds up a booking.

function subscribedTo(type: BookingEventType) {
  return sql`${webhookEndpoints.enabled} and ${type} = any(${webhookEndpoints.events})`;
}

/** Whether any enabled endpoint subscribed to `type`, as a scalar subquery read with other reads. */
export function subscribedColumn(type: BookingEventType) {
  return sql`select exists (select 1 from ${webhookEndpoints} where ${subscribedTo(type)})`;
}

/**
 * The insert that queues the event for every enabled endpoint subscribed to it, for `writeTogether`
 * (db/together.ts): reads the booking for the payload, so ask only once `subscribedColumn` said yes.
 */
export async function bookingEventInsert(
  tx: Database,
  type: BookingEventType,
  bookingId: string,
  context: BookingEventContext,
) {
  const body = JSON.stringify(await bookingEventPayload(tx, type, bookingId, context));
  const column = (name: string) => sql.identifier(name);
  return sql`insert into ${webhookMessages} (${column(webhookMessages.endpointId.name)},
      ${column(webhookMessages.eventType.name)}, ${column(webhookMessages.body.name)})
    select ${webhookEndpoints.id}, ${type}, ${body} from ${webhookEndpoints} where ${subscribedTo(type)}`;
}

/** Queues the event for every enabled endpoint that subscribed to it; reads the booking only if one did. */
export async function queueBookingEvent(
  tx: Database,
  type: BookingEventType,
  bookingId: string,
  context: BookingEventContext,
) {
  const { subscribed } = await selectTogether<{ subscribed: boolean }>(tx, {
    subscribed: subscribedColumn(type),
  });
  if (subscribed) await tx.execute(await bookingEventInsert(tx, type, bookingId, context));
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
