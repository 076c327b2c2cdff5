import { data } from "react-router";
import { type ActionResult, invalidInput } from "../../domain/action-result";
import { horizonSchema, removeOutsideHoursSchema } from "../../domain/horizon-schema";
import type { Database } from "../db/connection";
import { generateSlots } from "./generate";
import { saveHorizon } from "./horizon";
import { removeSlotsOutsideHours } from "./outside-hours";

// The settings page's intents for the rolling horizon and the slots its hours no longer cover;
// app/routes/admin/settings.tsx only dispatches here.

export type HorizonDone = { created: number };
export type RemoveOutsideDone = { removed: number };

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

export async function horizonIntent(
  db: Database,
  form: Record<string, unknown>,
  { now, agencyZone }: { now: Date; agencyZone: string },
) {
  const parsed = horizonSchema.safeParse(form);
  if (!parsed.success) return data<ActionResult>(invalidInput(parsed.error), { status: 400 });
  const { enabled, days } = parsed.data;
  await saveHorizon(db, { enabled, days });
  // Switched on: reach the horizon now; the daily top-up keeps it from tomorrow.
  const created = enabled ? await generateSlots(db, { days, now, agencyZone }) : 0;
  return data<ActionResult<string, HorizonDone>>({
    ok: true,
    created,
    message: enabled
      ? `Slots are kept ${plural(days, "day")} ahead, topped up daily. ${plural(created, "new slot")} created now.`
      : "Slots are no longer topped up. Existing slots are kept.",
  });
}

export async function removeOutsideHoursIntent(
  db: Database,
  form: Record<string, unknown>,
  { now, agencyZone }: { now: Date; agencyZone: string },
) {
  const parsed = removeOutsideHoursSchema.safeParse(form);
  if (!parsed.success) return data<ActionResult>(invalidInput(parsed.error), { status: 400 });
  const removed = await removeSlotsOutsideHours(db, { day: parsed.data.day_of_week, now, agencyZone });
  return data<ActionResult<string, RemoveOutsideDone>>({
    ok: true,
    removed,
    message: `${plural(removed, "open slot")} outside the new hours removed. Booked calls were kept.`,
  });
}
