import { z } from "zod";

// The booking form's one schema: the form renders these messages, the action enforces them.

const optionalTrimmed = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));

export const bookingSchema = z.object({
  time_slot_id: z.uuid("Please select a time slot"),
  customer_name: z
    .string({ error: "Name must be at least 2 characters" })
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name must be less than 100 characters"),
  customer_email: z
    .string({ error: "Invalid email address" })
    .trim()
    .max(255, "Email must be less than 255 characters")
    .pipe(z.email("Invalid email address")),
  customer_phone: optionalTrimmed(20, "Phone must be less than 20 characters"),
  notes: optionalTrimmed(1000, "Notes must be less than 1000 characters"),
});

export type BookingInput = z.infer<typeof bookingSchema>;
export type BookingField = keyof BookingInput;
