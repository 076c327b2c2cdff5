import { MAX_GENERATE_DAYS, wholeNumber } from "./availability-schema";
import { z } from "./zod";

// The settings page's rolling horizon and its "remove slots outside the hours" step: one schema each,
// shared by the forms and their actions.

export const horizonSchema = z.object({
  intent: z.literal("save-horizon"),
  enabled: z
    .enum(["true", "false"], { error: "Choose whether to keep slots ahead (true) or not (false)" })
    .transform((value) => value === "true"),
  days: wholeNumber(1, MAX_GENERATE_DAYS, `Days ahead must be a whole number from 1 to ${MAX_GENERATE_DAYS}`),
});

export const removeOutsideHoursSchema = z.object({
  intent: z.literal("remove-outside-hours"),
  day_of_week: wholeNumber(0, 6, "Day of week must be 0 (Sunday) to 6 (Saturday)"),
});
