import { z } from "./zod";

// The owner's notices of every booking, move and cancel: the settings form's schema, shared by the
// card and its action, and what the card shows.

export const ownerNoticesSchema = z.object({
  intent: z.literal("save-owner-notices"),
  enabled: z
    .enum(["true", "false"], { error: "Choose whether to send booking notices (true) or not (false)" })
    .transform((value) => value === "true"),
});

/** Where the notices go right now, and whether they are sent at all. */
export interface OwnerNoticesView {
  enabled: boolean;
  /** ADMIN_NOTIFY_EMAIL when the server sets it, else every admin's own address. */
  to: { source: "ADMIN_NOTIFY_EMAIL" | "admins"; addresses: string[] };
}
