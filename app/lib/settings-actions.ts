import type { OutsideHours } from "../../server/availability/outside-hours";

// What the settings screen's actions answer; the screen turns these into toasts and field errors.
/** `outside`: the weekday's future slots its new hours no longer cover (outside-hours-offer.tsx). */
export type WeeklyHoursResult = { ok: true; outside?: OutsideHours } | { ok: false; message: string };
export type GenerateResult = { ok: true; created: number } | { ok: false; message: string };
