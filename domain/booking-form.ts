// Names the booking form and its server share, with no server code behind them.

import type { BookingField } from "./booking-schema";
import { bookingQuestions, otherField } from "./content/booking-questions";

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

/** The fields a visitor fills in, in the form's order. */
export const typedBookingFields: readonly BookingField[] = [
  "customer_name",
  "customer_email",
  "customer_phone",
  ...bookingQuestions.flatMap((question) => [question.id, otherField(question.id) as BookingField]),
  "notes",
];

/** What a visitor typed, given back with a refusal so a page without JavaScript keeps it. */
export type TypedBooking = Partial<Record<BookingField, string>>;

/** The typed fields of a sent form, as they were sent. */
export function typedIn(form: FormData): TypedBooking {
  const typed: TypedBooking = {};
  for (const field of typedBookingFields) {
    const value = form.get(field);
    if (typeof value === "string" && value !== "") typed[field] = value;
  }
  return typed;
}
