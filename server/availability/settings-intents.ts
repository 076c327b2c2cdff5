import type { ActionResult } from "../../domain/action-result";
import { horizonSchema, removeOutsideHoursSchema } from "../../domain/horizon-schema";
import { formIntent } from "../http/form-intent";
import { generateSlots } from "./generate";
import { saveHorizon } from "./horizon";
import { removeSlotsOutsideHours } from "./outside-hours";

// The settings page's intents for the rolling horizon and the slots its hours no longer cover;
// app/routes/admin/settings.tsx only dispatches here.

export type HorizonDone = { created: number };
export type RemoveOutsideDone = { removed: number };

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

export const horizonIntent = formIntent(
  horizonSchema,
  async (db, { enabled, days }, { now, agencyZone }): Promise<ActionResult<string, HorizonDone>> => {
    await saveHorizon(db, { enabled, days });
    // Switched on: reach the horizon now; the daily top-up keeps it from tomorrow.
    const created = enabled ? await generateSlots(db, { days, now, agencyZone }) : 0;
    return {
      ok: true,
      created,
      message: enabled
        ? `Slots are kept ${plural(days, "day")} ahead, topped up daily. ${plural(created, "new slot")} created now.`
        : "Slots are no longer topped up. Existing slots are kept.",
    };
  },
);

export const removeOutsideHoursIntent = formIntent(
  removeOutsideHoursSchema,
  async (db, { day_of_week }, { now, agencyZone }): Promise<ActionResult<string, RemoveOutsideDone>> => {
    const removed = await removeSlotsOutsideHours(db, { day: day_of_week, now, agencyZone });
    return {
      ok: true,
      removed,
      message: `${plural(removed, "open slot")} outside the new hours removed. Booked calls were kept.`,
    };
  },
);
