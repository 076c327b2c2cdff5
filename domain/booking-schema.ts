import { bookingFieldMax } from "./booking-form";
import { COUNTED_STEPS_FIELD, countedStepsIn } from "./funnel";
import { checkOtherAnswers, leadAnswerFields } from "./lead-answers";
import type { MeetingKind } from "./meeting-place";
import { type VisitSourceField, visitSourceFields, visitSourceMax } from "./visit-source-fields";
import { z } from "./zod";

// The booking form's one schema: the form renders these messages, the action enforces them.

/** The fewest digits a phone number we can call has. */
export const PHONE_MIN_DIGITS = 5;
// What people write in a phone number: digits, spaces (a pasted no-break space too), + - ( ) and dots.
const phoneCharacters = /^[0-9+\-().\p{Zs}]*$/u;
export const phoneMessages = {
  characters: "Phone can contain only digits, spaces and + - ( ) .",
  digits: `Phone must have at least ${PHONE_MIN_DIGITS} digits`,
  required: "Phone is required: the call is a phone call, and we call you at this number",
} as const;

// Control characters (NUL and the like) are nothing a person types, and the database refuses NUL;
// notes may keep their line breaks and tabs.
const noControlCharacters = /^[^\p{Cc}]*$/u;
const noControlCharactersButLineBreaks = /^(?:[^\p{Cc}]|[\t\n\r])*$/u;
const notAllowed = (field: string) => `${field} contains a character that is not allowed`;

const optionalTrimmed = (max: number, message: string, allowed: RegExp, field: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .regex(allowed, notAllowed(field))
    .optional()
    .transform((value) => (value ? value : undefined));

// The visit's source comes from hidden fields the browser fills and clips (visit-source-storage.ts):
// only a post written by hand meets these messages.
const visitSourceSchema = (field: VisitSourceField) =>
  optionalTrimmed(
    visitSourceMax(field),
    `The visit's source is too long: ${field} must be less than ${visitSourceMax(field)} characters`,
    noControlCharacters,
    `The visit's source (${field})`,
  );

const visitSource = Object.fromEntries(
  visitSourceFields.map((field) => [field, visitSourceSchema(field)]),
) as {
  [field in VisitSourceField]: ReturnType<typeof visitSourceSchema>;
};

export const bookingSchema = z
  .object({
    time_slot_id: z.uuid("Please select a time slot"),
    customer_name: z
      .string({ error: "Name must be at least 2 characters" })
      .trim()
      .min(2, "Name must be at least 2 characters")
      .max(
        bookingFieldMax.customer_name,
        `Name must be less than ${bookingFieldMax.customer_name} characters`,
      )
      .regex(noControlCharacters, notAllowed("Name")),
    customer_email: z
      .string({ error: "Invalid email address" })
      .trim()
      .max(
        bookingFieldMax.customer_email,
        `Email must be less than ${bookingFieldMax.customer_email} characters`,
      )
      .pipe(z.email("Invalid email address")),
    customer_phone: z
      .string()
      .trim()
      .max(
        bookingFieldMax.customer_phone,
        `Phone must be less than ${bookingFieldMax.customer_phone} characters`,
      )
      .regex(phoneCharacters, phoneMessages.characters)
      .refine(
        (phone) => phone === "" || (phone.match(/[0-9]/g) ?? []).length >= PHONE_MIN_DIGITS,
        phoneMessages.digits,
      )
      .optional()
      .transform((value) => (value ? value : undefined)),
    notes: optionalTrimmed(
      bookingFieldMax.notes,
      `Notes must be less than ${bookingFieldMax.notes} characters`,
      noControlCharactersButLineBreaks,
      "Notes",
    ),
    ...leadAnswerFields,
    ...visitSource,
    // The funnel steps this visit's browser counted (a hidden field; funnel-beacon.ts): the booking
    // counts the ones it did not.
    [COUNTED_STEPS_FIELD]: z
      .string()
      .max(100, "The booking page's record of this visit is too long")
      .optional()
      .transform((field) => countedStepsIn(field ?? "")),
  })
  .superRefine(checkOtherAnswers);

/** The booking form's schema while calls happen as `meeting` says: by phone, the phone is required. */
export function bookingSchemaFor(meeting: MeetingKind) {
  if (meeting !== "phone") return bookingSchema;
  return bookingSchema.superRefine((booking, context) => {
    if (!booking.customer_phone)
      context.addIssue({ code: "custom", path: ["customer_phone"], message: phoneMessages.required });
  });
}

type ParsedBooking = z.infer<typeof bookingSchema>;
/** A valid booking: who, and which slot; the rest (phone, notes, answers, source) as given. */
export type BookingInput = Pick<ParsedBooking, "time_slot_id" | "customer_name" | "customer_email"> &
  Partial<ParsedBooking>;
export type BookingField = keyof ParsedBooking;
