import { CANCEL_REASON_MAX } from "./cancel-reason";
import { z } from "./zod";

// Why a call is cancelled: optional, for the other side's e-mail. The customer's form and the
// owner's dialog send it; the server reads it with this same schema.

export const cancelReason = z
  .string()
  .trim()
  .max(CANCEL_REASON_MAX, `Please keep the reason under ${CANCEL_REASON_MAX} characters.`)
  .optional()
  .transform((reason) => reason || undefined);
