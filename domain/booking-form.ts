// Names the booking form and its server share, with no server code behind them.

/** A field no human fills: hidden from sight and from assistive technology. */
export const HONEYPOT_FIELD = "website";

export const NO_SLOT_MESSAGE = "Please select a time slot";

/**
 * The longest each booking field may be once trimmed, as the specification sets them: the schema
 * (booking-schema.ts) refuses more with its messages, and the form counts against them as a person types.
 */
export const bookingFieldMax = {
  customer_name: 100,
  customer_email: 255,
  customer_phone: 20,
  notes: 1000,
} as const;
