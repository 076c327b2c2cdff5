import { z } from "./zod";

// Weekly hours and slot generation: one schema each, shared by the admin screens and their actions.

export const DEFAULT_START_TIME = "09:00:00";
export const DEFAULT_END_TIME = "17:00:00";
export const DEFAULT_GENERATE_DAYS = 30;
export const MAX_GENERATE_DAYS = 90;

/** Whole hours 00:00:00 … 23:00:00, as the hour selectors offer them. */
export const wholeHour = z
  .string({ error: "Choose a whole hour between 00:00 and 23:00" })
  .regex(/^([01]\d|2[0-3]):00(:00)?$/, "Choose a whole hour between 00:00 and 23:00")
  .transform((value) => (value.length === 5 ? `${value}:00` : value));

/**
 * A whole number written in digits, as a form sends it. (Coercing with Number() would read "" and " "
 * as 0, and "0x10" or "1e1" as numbers too.)
 */
export const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

export const weeklyHoursSchema = z
  .object({
    day_of_week: wholeNumber(0, 6, "Day of week must be 0 (Sunday) to 6 (Saturday)"),
    start_time: wholeHour,
    end_time: wholeHour,
    is_enabled: z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], {
      error: "Choose whether the day is on (true) or off (false)",
    }),
  })
  .refine((hours) => hours.end_time > hours.start_time, {
    path: ["end_time"],
    message: "End time must be after start time",
  });

export const generateSlotsSchema = z.object({
  days: wholeNumber(
    1,
    MAX_GENERATE_DAYS,
    `Number of days must be a whole number from 1 to ${MAX_GENERATE_DAYS}`,
  ),
});
