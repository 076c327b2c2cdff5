import { z } from "./zod";

// The booking form's one schema: the form renders these messages, the action enforces them.

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

export const bookingSchema = z.object({
  time_slot_id: z.uuid("Please select a time slot"),
  customer_name: z
    .string({ error: "Name must be at least 2 characters" })
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name must be less than 100 characters")
    .regex(noControlCharacters, notAllowed("Name")),
  customer_email: z
    .string({ error: "Invalid email address" })
    .trim()
    .max(255, "Email must be less than 255 characters")
    .pipe(z.email("Invalid email address")),
  customer_phone: optionalTrimmed(20, "Phone must be less than 20 characters", noControlCharacters, "Phone"),
  notes: optionalTrimmed(
    1000,
    "Notes must be less than 1000 characters",
    noControlCharactersButLineBreaks,
    "Notes",
  ),
});

export type BookingInput = z.infer<typeof bookingSchema>;
export type BookingField = keyof BookingInput;
