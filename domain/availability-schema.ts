import type { HoursRange } from "./hours-in-force";
import { z } from "./zod";

// Weekly hours and slot generation: one schema each, shared by the admin screens and their actions.

export const DEFAULT_START_TIME = "09:00:00";
export const DEFAULT_END_TIME = "17:00:00";
export const DEFAULT_GENERATE_DAYS = 30;
export const MAX_GENERATE_DAYS = 90;

/** Whole hours 00:00:00 … 23:00:00, as the hour selectors offer them. */
export const wholeHour = z
  .string({ error: "Choose a whole hour between 00:00 and 23:00" })
  .regex(/^([01]\d|2[0-3]):00(:00)?$/, "Choose a whole hour between 00:00 and 23:00")
  .transform((value) => (value.length === 5 ? `${value}:00` : value));

/**
 * A whole number written in digits, as a form sends it. (Coercing with Number() would read "" and " "
 * as 0, and "0x10" or "1e1" as numbers too.)
 */
export const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

/** At most this many ranges of hours on one weekday (a morning, an afternoon, an evening, …). */
export const MAX_RANGES_PER_DAY = 6;

/**
 * A range's fields in the form: the first is the specification's `start_time` / `end_time`, the
 * others `start_time_2` / `end_time_2` and so on, so a day with one range posts what it always did.
 */
export function rangeField(name: "start_time" | "end_time", index: number) {
  return index === 0 ? name : `${name}_${index + 1}`;
}

const rangeFields: Record<string, z.ZodType<string | undefined>> = {};
for (let index = 0; index < MAX_RANGES_PER_DAY; index++)
  for (const name of ["start_time", "end_time"] as const)
    rangeFields[rangeField(name, index)] = index === 0 ? wholeHour : wholeHour.optional();

/** A range as people read it: 09:00–12:00. */
export const hoursSpan = (range: HoursRange) => `${range.startTime.slice(0, 5)}–${range.endTime.slice(0, 5)}`;

/**
 * One weekday's hours as its row sends them: on or off, and its ranges (kept while off, so switching
 * the day on again brings them back). Each range ends after it starts; ranges may touch, not overlap.
 * The ranges come out in order of their start.
 */
export const weeklyHoursSchema = z
  .object({
    day_of_week: wholeNumber(0, 6, "Day of week must be 0 (Sunday) to 6 (Saturday)"),
    is_enabled: z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], {
      error: "Choose whether the day is on (true) or off (false)",
    }),
    ...rangeFields,
  })
  .transform((form, context) => {
    const fields = form as unknown as Record<string, string | undefined>;
    const ranges: HoursRange[] = [];
    for (let index = 0; index < MAX_RANGES_PER_DAY; index++) {
      const [startField, endField] = [rangeField("start_time", index), rangeField("end_time", index)];
      const [startTime, endTime] = [fields[startField], fields[endField]];
      if (startTime === undefined && endTime === undefined) continue;
      if (startTime === undefined || endTime === undefined) {
        context.addIssue({
          code: "custom",
          path: [startTime === undefined ? startField : endField],
          message: "Choose a whole hour between 00:00 and 23:00",
        });
        continue;
      }
      if (endTime <= startTime) {
        context.addIssue({ code: "custom", path: [endField], message: "End time must be after start time" });
        continue;
      }
      const overlapped = ranges.find((range) => startTime < range.endTime && range.startTime < endTime);
      if (overlapped) {
        context.addIssue({
          code: "custom",
          path: [startField],
          message: `${hoursSpan({ startTime, endTime })} overlaps ${hoursSpan(overlapped)}: ranges of one day must not overlap`,
        });
        continue;
      }
      ranges.push({ startTime, endTime });
    }
    return {
      day_of_week: form.day_of_week,
      is_enabled: form.is_enabled,
      ranges: ranges.sort((a, b) => a.startTime.localeCompare(b.startTime)),
    };
  });

export type DayHoursForm = z.output<typeof weeklyHoursSchema>;

export const generateSlotsSchema = z.object({
  days: wholeNumber(
    1,
    MAX_GENERATE_DAYS,
    `Number of days must be a whole number from 1 to ${MAX_GENERATE_DAYS}`,
  ),
});
