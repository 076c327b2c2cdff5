import { createHash } from "node:crypto";
import { type ActionFailure, type ActionSuccess, fieldErrorsOf } from "../../domain/action-result";
import { HONEYPOT_FIELD, NO_SLOT_MESSAGE } from "../../domain/booking-form";
import { type BookingField, bookingSchemaFor } from "../../domain/booking-schema";
import { timeRefusalMessage, timeRefusalMessages } from "../../domain/slot-refusal-messages";
import { type VisitSourceField, visitSourceFields } from "../../domain/visit-source-fields";
import { textFields } from "../http/read-form";
import { logger } from "../logger";
import { clientKey } from "../rate-limit/client-key";
import { giveBackAttempt, hitRateLimits } from "../rate-limit/limiter";
import { bookSlot } from "./book-slot";
import type { BookingDesk } from "./booking-desk";
import { clientKeyHash, countRefusal } from "./upcoming-limits";

// A booking request from the page, from the raw form to the answer it gets.

export const messages = {
  noSlot: NO_SLOT_MESSAGE,
  ...timeRefusalMessages,
  refused: "We could not process your booking. Please try again.",
  tooMany: (minutes: number) =>
    `Too many bookings from your network or e-mail address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  // Nothing about the calls themselves: whoever typed the address may not be its owner.
  upcomingPerEmail: (limit: number) =>
    `You already have ${limit} upcoming call${limit === 1 ? "" : "s"} booked with this e-mail address, the most one address may hold. You can book another once one of them has taken place, or move or cancel one from the link in its e-mail (lost it? Find my booking, below, sends the links again).`,
  upcomingPerClient: (limit: number) =>
    `${limit} upcoming call${limit === 1 ? " is" : "s are"} already booked from your network, the most one network may hold. You can book another once one of them has taken place, or book from another network.`,
};

export type BookingAnswer =
  | ActionSuccess<{
      status: 200;
      booking: { id: string; slotDate: string; slotTime: string; customerEmail: string };
      /** Opens the booking's manage page (the answer's redirect); never logged. */
      token: string;
    }>
  | ActionFailure<BookingField>;

/**
 * Only a valid booking counts against the limits (per client and per e-mail,
 * docs/decisions/014-booking-limits.md): a visitor who mistypes is told what to fix, as often as needed;
 * a time taken meanwhile gives the attempt back.
 */
export async function submitBooking(
  desk: BookingDesk,
  {
    form,
    clientAddress,
    now,
    bookerZone,
  }: {
    form: FormData;
    clientAddress: string;
    now: Date;
    /** The zone the page showed the times in (its `tz`); kept with the booking when it is a real one. */
    bookerZone?: string | null;
  },
): Promise<BookingAnswer> {
  const fields = textFields(form);
  // Humans never see the honeypot; whatever filled it gets the same answer as any refused request.
  if (fields[HONEYPOT_FIELD]) return { ok: false, status: 400, message: messages.refused };

  // The place in force now: it decides whether the phone is required, and the booking is given it.
  const { place, linkBase } = await desk.bookingSettings();
  const parsed = bookingSchemaFor(place.kind).safeParse({
    ...fields,
    time_slot_id: fields.time_slot_id || undefined,
  });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf<BookingField>(parsed.error);
    const { time_slot_id: slotError, ...formFields } = fieldErrors;
    // The visit's source is in hidden fields: its message is the answer's, with no field to highlight.
    const sourceError = visitSourceFields.map((field) => formFields[field]).find(Boolean);
    for (const field of visitSourceFields) delete formFields[field as VisitSourceField];
    const message = slotError
      ? messages.noSlot
      : Object.keys(formFields).length > 0
        ? "Please correct the highlighted fields."
        : (sourceError ?? messages.refused);
    return { ok: false, status: 400, message, fieldErrors: formFields };
  }

  const keys = [
    `booking:client:${clientKey(clientAddress)}`,
    `booking:email:${createHash("sha256").update(parsed.data.customer_email.toLowerCase()).digest("base64url")}`,
  ];
  const refused = (
    await hitRateLimits(desk.db, [
      { key: keys[0] ?? "", rule: desk.attemptLimit },
      { key: keys[1] ?? "", rule: desk.emailAttemptLimit },
    ])
  ).filter((result) => !result.allowed);
  if (refused.length > 0) {
    await countRefusal(desk.db, "hourly", desk.mail.agencyZone);
    const wait = Math.max(...refused.map((result) => result.retryAfterSeconds));
    return { ok: false, status: 429, message: messages.tooMany(Math.ceil(wait / 60)) };
  }

  await desk.busyTimesFresh?.();
  const outcome = await bookSlot(desk.db, parsed.data, {
    now,
    place,
    mail: desk.mail,
    holder: { clientHash: clientKeyHash(clientAddress, desk.clientSecret), limits: desk.upcomingLimits },
    linkBase,
    reminderHours: desk.reminderHours,
    bookerZone,
  });
  if (outcome.kind === "limit_reached") {
    // Refused before anything was booked or sent: no attempt either, so the visitor hears this reason
    // each time, never a wait that would not help.
    await Promise.all(keys.map((key) => giveBackAttempt(desk.db, key)));
    const message =
      outcome.by === "email"
        ? messages.upcomingPerEmail(outcome.limit)
        : messages.upcomingPerClient(outcome.limit);
    return { ok: false, status: 429, message };
  }
  if (outcome.kind === "slot_unavailable") {
    // Someone else was quicker: that is no attempt of this visitor's.
    await Promise.all(keys.map((key) => giveBackAttempt(desk.db, key)));
    return { ok: false, status: 409, message: timeRefusalMessage(outcome) };
  }
  const { id, slotDate, slotTime } = outcome.booking;
  logger.info(`Booking ${id} made for ${slotDate} ${slotTime.slice(0, 5)}`);
  desk.onBooked(outcome.booking);
  return { ok: true, status: 200, booking: outcome.booking, token: outcome.token };
}
