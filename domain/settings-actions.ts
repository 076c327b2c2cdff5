import type { ActionResult } from "./action-result";

// What the settings screen's actions answer; the screen turns these into toasts and field errors.
export type WeeklyHoursResult = ActionResult;
export type GenerateResult = ActionResult<"days", { created: number }>;
