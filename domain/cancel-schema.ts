import { CANCEL_REASON_MAX, CANCEL_REASON_TOO_LONG } from "./cancel-reason";
import { z } from "./zod";

// Why a call is cancelled: optional, for the other side's e-mail. The customer's form and the
// owner's dialog send it; the server reads it with this same schema.

export const cancelReason = z
  .string()
  .trim()
  .max(CANCEL_REASON_MAX, CANCEL_REASON_TOO_LONG)
  .optional()
  .transform((reason) => reason || undefined);
