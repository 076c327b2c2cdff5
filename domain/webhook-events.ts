// The events the agency's own tools can subscribe to (Admin → Integrations): one list for the form,
// the server, the payload's JSON Schema (docs/webhooks/booking-event.schema.json) and the database.

export const bookingEventTypes = [
  "booking.created",
  "booking.rescheduled",
  "booking.cancelled",
  "booking.attended",
  "booking.no_show",
] as const;
export type BookingEventType = (typeof bookingEventTypes)[number];

/** Sent only when the owner asks for it ("Send test event"), whatever the endpoint subscribed to. */
export const TEST_EVENT_TYPE = "webhook.test";
export type WebhookEventType = BookingEventType | typeof TEST_EVENT_TYPE;

export const bookingEventWords: Record<BookingEventType, string> = {
  "booking.created": "A call is booked",
  "booking.rescheduled": "A call is moved to another time",
  "booking.cancelled": "A call is cancelled (by whom, and why)",
  "booking.attended": "The customer came to the call",
  "booking.no_show": "The customer did not come",
};

/** The payload's version: raised when a field changes meaning or goes away (adding one does not). */
export const WEBHOOK_PAYLOAD_VERSION = 1;
