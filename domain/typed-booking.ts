import type { BookingField } from "./booking-schema";
import { bookingQuestions, otherField } from "./content/booking-questions";

// What a visitor types into the booking form: kept in the tab while they type (app/lib/form-draft.ts),
// and given back by the server with a refusal, for a page without JavaScript. Apart from
// booking-form.ts, which the booking's own page loads too, where none of this is needed.

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
