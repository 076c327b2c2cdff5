import type { ActionResult } from "../../domain/action-result";
import { ownerNoticesSchema } from "../../domain/owner-notices";
import { formIntent } from "../http/form-intent";
import { saveOwnerNotices } from "./owner-notices";

/** The settings form that switches the owner's booking notices on or off. */
export const ownerNoticesIntent = formIntent(
  ownerNoticesSchema,
  async (db, { enabled }): Promise<ActionResult<string, { enabled: boolean }>> => {
    await saveOwnerNotices(db, enabled);
    return {
      ok: true,
      enabled,
      message: enabled
        ? "You will be e-mailed of every booking, move and cancellation."
        : "Booking notices are off: customers are still e-mailed, the agency is not.",
    };
  },
);
