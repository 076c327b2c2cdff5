import { MAX_GENERATE_DAYS, wholeNumber } from "./availability-schema";
import { z } from "./zod";

// The settings page's rolling horizon: one schema, shared by the form and its action.

export const horizonSchema = z.object({
  intent: z.literal("save-horizon"),
  enabled: z
    .enum(["true", "false"], { error: "Choose whether to keep slots ahead (true) or not (false)" })
    .transform((value) => value === "true"),
  days: wholeNumber(1, MAX_GENERATE_DAYS, `Days ahead must be a whole number from 1 to ${MAX_GENERATE_DAYS}`),
});
