import type { ActionResult } from "./action-result";
import { cancelReason } from "./cancel-schema";
import { z } from "./zod";

// What the time-slot screen asks of the server: open or close a slot, or cancel its booking.
export const slotActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("set-status"),
      slot_id: z.uuid("Unknown time slot"),
      status: z.enum(["available", "unavailable"], { error: "Status must be available or unavailable" }),
    }),
    z.object({
      intent: z.literal("cancel-booking"),
      slot_id: z.uuid("Unknown time slot"),
      /** Told to the customer in the cancellation e-mail. */
      reason: cancelReason,
    }),
  ],
  { error: "Unknown time slot action" },
);

export type SlotAction = z.infer<typeof slotActionSchema>;

export type SlotActionResult = ActionResult<never, { intent: SlotAction["intent"] }>;
