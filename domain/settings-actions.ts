import type { ActionResult } from "./action-result";
import type { OutsideHours } from "./admin-views";

// What the settings screen's actions answer; the screen turns these into toasts and field errors.
/** `outside`: the weekday's future slots its new hours no longer cover (outside-hours-offer.tsx). */
export type WeeklyHoursResult = ActionResult<string, { outside?: OutsideHours }>;
export type GenerateResult = ActionResult<"days", { created: number }>;
