import type { ActionResult } from "./action-result";

// What the settings screen's actions answer; the screen turns these into toasts and field errors.
/** Saving a weekday's hours: the slots the hours in force created and removed. */
export type WeeklyHoursResult = ActionResult<string, { created: number; removed: number }>;
export type GenerateResult = ActionResult<"days", { created: number }>;

/** Generate Time Slots' report: the specification's sentence, with "slot" in the singular for one. */
export function generatedText(created: number): string {
  return `Successfully created ${created} new time slot${created === 1 ? "" : "s"}.`;
}
