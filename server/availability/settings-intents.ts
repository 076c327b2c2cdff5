import { data } from "react-router";
import { type ActionResult, invalidInput } from "../../domain/action-result";
import { generateSlotsSchema, weeklyHoursSchema } from "../../domain/availability-schema";
import { horizonSchema } from "../../domain/horizon-schema";
import type { Database } from "../db/connection";
import type { AgencyNow } from "../http/form-intent";
import type { Services } from "../services";
import { withHoursApplied } from "./apply-hours";
import { generateSlots } from "./generate";
import { saveHorizon } from "./horizon";
import { saveDayHours } from "./weekly";

// The settings page's intents for the weekly hours, the rolling horizon and Generate Time Slots;
// app/routes/admin/settings.tsx only dispatches here. Each saved change applies the hours in the same
// transaction (apply-hours.ts), and this instance forgets its remembered bookable reads at once.

export const availabilityIntents = ["save-hours", "save-horizon", "generate"] as const;
export type AvailabilityIntent = (typeof availabilityIntents)[number];

export function isAvailabilityIntent(intent: unknown): intent is AvailabilityIntent {
  return availabilityIntents.includes(intent as AvailabilityIntent);
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

type Handler = (db: Database, form: Record<string, unknown>, at: AgencyNow) => Promise<ActionResult>;

const handlers: Record<AvailabilityIntent, Handler> = {
  "save-hours": async (db, form, at) => {
    const parsed = weeklyHoursSchema.safeParse(form);
    if (!parsed.success) return invalidInput(parsed.error);
    const { day_of_week: dayOfWeek, is_enabled: isEnabled, ranges } = parsed.data;
    const { applied } = await withHoursApplied(db, at, (tx) =>
      saveDayHours(tx, { dayOfWeek, isEnabled, ranges }),
    );
    return { ok: true, created: applied.created, removed: applied.removed };
  },
  "save-horizon": async (db, form, at) => {
    const parsed = horizonSchema.safeParse(form);
    if (!parsed.success) return invalidInput(parsed.error);
    const { enabled, days } = parsed.data;
    const { applied } = await withHoursApplied(db, at, (tx) => saveHorizon(tx, { enabled, days }));
    return {
      ok: true,
      created: applied.created,
      message: enabled
        ? `Slots are kept ${plural(days, "day")} ahead, topped up daily. ${plural(applied.created, "new slot")} created now.`
        : "Slots are no longer kept ahead beyond the booking window. Existing slots are kept.",
    };
  },
  generate: async (db, form, at) => {
    const parsed = generateSlotsSchema.safeParse(form);
    if (!parsed.success) return invalidInput(parsed.error);
    return { ok: true, created: await generateSlots(db, { days: parsed.data.days, ...at }) };
  },
};

type AvailabilityServices = Pick<Services, "database" | "config" | "bookableSlots">;

/** Runs one intent; a success forgets the remembered bookable reads at once (NOTIFY tells the others). */
export async function availabilityAction(
  { database, config, bookableSlots }: AvailabilityServices,
  intent: AvailabilityIntent,
  form: Record<string, unknown>,
) {
  const result = await handlers[intent](database.db, form, {
    now: new Date(),
    agencyZone: config.agencyTimeZone,
  });
  if (result.ok) bookableSlots.forget(null);
  return data<ActionResult>(result, { status: result.ok ? 200 : result.status });
}
