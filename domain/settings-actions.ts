// What the settings screen's actions answer; the screen turns these into toasts and field errors.
export type WeeklyHoursResult = { ok: true } | { ok: false; message: string };
export type GenerateResult = { ok: true; created: number } | { ok: false; message: string };
