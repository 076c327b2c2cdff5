import type { ActionResult } from "./action-result";
import { cancelReason } from "./cancel-schema";
import { z } from "./zod";

// What the manage page asks of the server: cancel the booking, or move it to another time. The form
// names the slot it showed the booking at, so a form from before another change cannot act on it.

export const NEW_TIME_MISSING = "Please choose a new time for your call.";

export const manageBookingSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("cancel"), reason: cancelReason }),
    z.object({
      intent: z.literal("reschedule"),
      from_slot_id: z.uuid("This form is out of date. Reload the page and try again."),
      to_slot_id: z.uuid(NEW_TIME_MISSING),
    }),
  ],
  { error: "This request is not one the booking page sends. Reload the page and try again." },
);

export type ManageAnswer = ActionResult<"reason" | "to_slot_id", { intent: "cancel" }>;
