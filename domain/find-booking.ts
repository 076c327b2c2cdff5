import type { ActionResult } from "./action-result";

// "Find my booking": a booker who lost the e-mail asks for their booking's link again. The form
// (app/components/booking/find-booking-form.tsx) and its action share these, without zod (the booking
// page loads this file); the schema is find-booking-schema.ts.

/** Where the form posts, and the page that holds it on its own. */
export const findBookingPath = "/find-booking";

/**
 * The one answer to a valid request, whether or not the address has bookings: nothing in it, its
 * status or its timing tells which (server/booking/find-bookings.ts).
 */
export const FIND_BOOKING_SENT =
  "If this address has upcoming calls, we've sent their links to it. The e-mail should arrive within a few minutes; check your spam folder too.";

export type FindBookingField = "email";

export type FindBookingAnswer = ActionResult<FindBookingField>;
