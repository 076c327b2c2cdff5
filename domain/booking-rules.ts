import type { CalendarDate, WallTime } from "./agency-time";
import { wholeNumber } from "./availability-schema";
import type { WeeklyRange } from "./hours-in-force";
import { z } from "./zod";

// The owner's booking rules and date overrides: their shape, their defaults, and the one schema each
// that the settings form and its action both apply.

export interface BookingRules {
  /** A call must start more than this many minutes after the visitor books it. */
  noticeMinutes: number;
  /** Visitors may book today and the following `horizonDays - 1` days. */
  horizonDays: number;
  /** Minutes kept free before and after a standing booking: slots touching them are not offered. */
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** A date with this many standing bookings offers nothing more; null: no cap. */
  dailyCap: number | null;
}

/** The specification's rules: seven days ahead, one hour's notice, no buffers, no cap. */
export const DEFAULT_BOOKING_RULES: Readonly<BookingRules> = Object.freeze({
  noticeMinutes: 60,
  horizonDays: 7,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  dailyCap: null,
});

export const MAX_NOTICE_MINUTES = 14 * 24 * 60;
export const MAX_HORIZON_DAYS = 90;
export const MAX_BUFFER_MINUTES = 240;
export const MAX_DAILY_CAP = 24;

/** A date or range of dates the owner blocked, or gave its own hours. */
export interface DateOverride {
  id: string;
  fromDate: CalendarDate;
  toDate: CalendarDate;
  /** Null: blocked. Otherwise slots are offered only inside these hours on those dates. */
  opensAt: WallTime | null;
  closesAt: WallTime | null;
  note: string | null;
}

/**
 * What the rule function needs besides the slot: the rules, the weekly hours switched on, and the
 * overrides of the dates it asks about.
 */
export interface BookingPolicy {
  rules: BookingRules;
  weekly: WeeklyRange[];
  overrides: DateOverride[];
}

/** The specification's rules, and no hours yet: nothing is offered until the owner sets some. */
export const DEFAULT_BOOKING_POLICY: Readonly<BookingPolicy> = Object.freeze({
  rules: DEFAULT_BOOKING_RULES,
  weekly: [],
  overrides: [],
});

const dailyCapMessage = `Daily cap must be empty (no cap) or a whole number of bookings from 1 to ${MAX_DAILY_CAP}`;

/** A rule's field: a whole number in its range, or empty for the rule's default (the hint beside it). */
const ruleNumber = (fallback: number, min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .optional()
    .transform((value) => value || String(fallback))
    .pipe(wholeNumber(min, max, message));

export const bookingRulesSchema = z.object({
  notice_minutes: ruleNumber(
    DEFAULT_BOOKING_RULES.noticeMinutes,
    0,
    MAX_NOTICE_MINUTES,
    `Minimum notice must be a whole number of minutes from 0 to ${MAX_NOTICE_MINUTES} (14 days)`,
  ),
  horizon_days: ruleNumber(
    DEFAULT_BOOKING_RULES.horizonDays,
    1,
    MAX_HORIZON_DAYS,
    `Booking horizon must be a whole number of days from 1 to ${MAX_HORIZON_DAYS}`,
  ),
  buffer_before_minutes: ruleNumber(
    DEFAULT_BOOKING_RULES.bufferBeforeMinutes,
    0,
    MAX_BUFFER_MINUTES,
    `Buffer before a call must be a whole number of minutes from 0 to ${MAX_BUFFER_MINUTES}`,
  ),
  buffer_after_minutes: ruleNumber(
    DEFAULT_BOOKING_RULES.bufferAfterMinutes,
    0,
    MAX_BUFFER_MINUTES,
    `Buffer after a call must be a whole number of minutes from 0 to ${MAX_BUFFER_MINUTES}`,
  ),
  daily_cap: z
    .string()
    .trim()
    .optional()
    .transform((value) => value ?? "")
    .pipe(
      z.union([z.literal("").transform(() => null), wholeNumber(1, MAX_DAILY_CAP, dailyCapMessage)], {
        error: dailyCapMessage,
      }),
    ),
});

export function rulesFromForm(form: z.output<typeof bookingRulesSchema>): BookingRules {
  return {
    noticeMinutes: form.notice_minutes,
    horizonDays: form.horizon_days,
    bufferBeforeMinutes: form.buffer_before_minutes,
    bufferAfterMinutes: form.buffer_after_minutes,
    dailyCap: form.daily_cap,
  };
}

const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      message,
    );

const hourOfDay = (message: string) =>
  z
    .string({ error: message })
    .regex(/^([01]\d|2[0-3]):00(:00)?$/, message)
    .transform((value) => (value.length === 5 ? `${value}:00` : value));

export const MAX_OVERRIDE_DAYS = 366;

/** The longest a date override's note may be, once trimmed. */
export const OVERRIDE_NOTE_MAX = 200;

export const dateOverrideSchema = z
  .object({
    from_date: calendarDate("Choose the first date"),
    to_date: z
      .string()
      .optional()
      .transform((value) => value ?? "")
      .pipe(z.union([z.literal(""), calendarDate("The last date must be a date, or empty for one day")])),
    kind: z.enum(["blocked", "hours"], {
      error: "Choose whether the dates are blocked or get their own hours",
    }),
    opens_at: z.string().optional(),
    closes_at: z.string().optional(),
    note: z
      .string()
      .trim()
      .max(OVERRIDE_NOTE_MAX, `The note must be at most ${OVERRIDE_NOTE_MAX} characters`)
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .transform((form, context) => {
    const toDate = form.to_date || form.from_date;
    if (toDate < form.from_date) {
      context.addIssue({
        code: "custom",
        path: ["to_date"],
        message: "The last date must not be before the first",
      });
      return z.NEVER;
    }
    const days = (Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${form.from_date}T00:00:00Z`)) / 86_400_000;
    if (days >= MAX_OVERRIDE_DAYS) {
      context.addIssue({
        code: "custom",
        path: ["to_date"],
        message: `A range may span at most ${MAX_OVERRIDE_DAYS} days`,
      });
      return z.NEVER;
    }
    if (form.kind === "blocked")
      return { fromDate: form.from_date, toDate, opensAt: null, closesAt: null, note: form.note };
    const opens = hourOfDay("Opening must be a whole hour between 00:00 and 23:00").safeParse(form.opens_at);
    if (!opens.success) {
      context.addIssue({ code: "custom", path: ["opens_at"], message: opens.error.issues[0]?.message ?? "" });
      return z.NEVER;
    }
    const closes = hourOfDay("Closing must be a whole hour between 01:00 and 23:00").safeParse(
      form.closes_at,
    );
    if (!closes.success || closes.data <= opens.data) {
      context.addIssue({
        code: "custom",
        path: ["closes_at"],
        message: closes.success ? "Closing must be after opening" : (closes.error.issues[0]?.message ?? ""),
      });
      return z.NEVER;
    }
    return { fromDate: form.from_date, toDate, opensAt: opens.data, closesAt: closes.data, note: form.note };
  });

export const removeOverrideSchema = z.object({
  override_id: z.uuid({ error: "That date override does not exist (any more)." }),
});
