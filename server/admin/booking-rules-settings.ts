import { and, gt, gte, isNull, lt, lte } from "drizzle-orm";
import { data } from "react-router";
import { type ActionResult, invalidInput } from "../../domain/action-result";
import { readableDate, readableDateRange } from "../../domain/admin-dates";
import { dateInZone } from "../../domain/agency-time";
import { hoursSpan } from "../../domain/availability-schema";
import {
  bookingRulesSchema,
  DEFAULT_BOOKING_RULES,
  dateOverrideSchema,
  removeOverrideSchema,
  rulesFromForm,
} from "../../domain/booking-rules";
import { withHoursApplied } from "../availability/apply-hours";
import {
  addDateOverride,
  readBookingPolicy,
  removeDateOverride,
  saveBookingRules,
} from "../booking/booking-policy";
import type { Database } from "../db/connection";
import { dateOverrides } from "../db/schema";
import type { Services } from "../services";

// The settings screen's "Booking rules" and "Date overrides" cards: what they show, and their intents.

export const bookingRulesIntents = ["save-rules", "block-dates", "remove-override"] as const;
export type BookingRulesIntent = (typeof bookingRulesIntents)[number];

export function isBookingRulesIntent(intent: unknown): intent is BookingRulesIntent {
  return bookingRulesIntents.includes(intent as BookingRulesIntent);
}

type SettingsServices = Pick<Services, "database" | "config" | "bookableSlots">;

export async function bookingRulesView({ database, config }: SettingsServices, now = new Date()) {
  const today = dateInZone(now, config.agencyTimeZone);
  const { rules, overrides } = await readBookingPolicy(database.db, today);
  return { rules, defaults: DEFAULT_BOOKING_RULES, agencyZone: config.agencyTimeZone, today, overrides };
}

export type BookingRulesView = Awaited<ReturnType<typeof bookingRulesView>>;

/**
 * Runs one of the cards' intents. The slots follow in the same transaction (a blocked date's open slots
 * go, a date's own hours or a longer horizon get theirs: server/availability/apply-hours.ts), and every
 * change forgets the remembered bookable reads at once.
 */
export async function bookingRulesAction(
  services: SettingsServices,
  intent: BookingRulesIntent,
  form: Record<string, FormDataEntryValue>,
) {
  const at = { now: new Date(), agencyZone: services.config.agencyTimeZone };
  const today = dateInZone(at.now, at.agencyZone);
  const { result } = await withHoursApplied(services.database.db, at, (tx) => run(tx, intent, form, today));
  if (result.ok) services.bookableSlots.forget(null);
  return data<ActionResult>(result, { status: result.ok ? 200 : result.status });
}

async function run(
  db: Database,
  intent: BookingRulesIntent,
  form: Record<string, FormDataEntryValue>,
  today: string,
): Promise<ActionResult> {
  if (intent === "save-rules") {
    const parsed = bookingRulesSchema.safeParse(form);
    if (!parsed.success) return invalidInput(parsed.error);
    await saveBookingRules(db, rulesFromForm(parsed.data));
    return { ok: true, message: "The booking page follows them now." };
  }
  if (intent === "block-dates") {
    const parsed = dateOverrideSchema.safeParse(form);
    if (!parsed.success) return invalidInput(parsed.error);
    // Past dates offer nothing to change: saying they were saved would mislead.
    if (parsed.data.toDate < today) {
      const field = form.to_date ? "to_date" : "from_date";
      const message = `${readableDate(parsed.data.toDate)} has passed (today is ${readableDate(today)} in the agency's time zone): choose today or a later date.`;
      return { ok: false, status: 400, message, fieldErrors: { [field]: message } };
    }
    const overlapped = (await alreadyBlocked(db, parsed.data)) ?? (await overlappingHours(db, parsed.data));
    if (overlapped) return overlapped;
    const override = await addDateOverride(db, parsed.data);
    const range = readableDateRange(override);
    return {
      ok: true,
      message:
        override.opensAt === null
          ? `Blocked ${range}: no times are offered then.`
          : `Hours ${override.opensAt.slice(0, 5)}–${override.closesAt?.slice(0, 5)} set for ${range}.`,
    };
  }
  const parsed = removeOverrideSchema.safeParse(form);
  if (!parsed.success) return invalidInput(parsed.error);
  if (!(await removeDateOverride(db, parsed.data.override_id)))
    return {
      ok: false,
      status: 404,
      message: "That date override does not exist (any more). Reload the page.",
    };
  return { ok: true, message: "Date override removed." };
}

/**
 * A blocked date is blocked once: a second block of it would stay when the first is removed, and the
 * date would stay closed after "Date override removed.". Hours of its own on a blocked date would never
 * be offered. Either is refused, naming the block.
 */
async function alreadyBlocked(
  db: Database,
  added: { fromDate: string; toDate: string; opensAt: string | null },
): Promise<ActionResult | undefined> {
  const [block] = await db
    .select()
    .from(dateOverrides)
    .where(
      and(
        lte(dateOverrides.fromDate, added.toDate),
        gte(dateOverrides.toDate, added.fromDate),
        isNull(dateOverrides.opensAt),
      ),
    )
    .orderBy(dateOverrides.fromDate)
    .limit(1);
  if (!block) return undefined;
  const blocked = `${readableDateRange(block)}${block.note ? ` (${block.note})` : ""}`;
  const message =
    added.opensAt === null
      ? `Already blocked: ${blocked}. To block these dates differently, remove that block first.`
      : `Blocked: ${blocked}, so no hours can be offered then. To set hours of its own, remove that block first.`;
  return { ok: false, status: 400, message, fieldErrors: { from_date: message } };
}

/**
 * Hours of their own on a date must not overlap hours already set for it, as a weekday's ranges must
 * not (domain/availability-schema.ts): two ranges that overlap say nothing a single one would not.
 */
async function overlappingHours(
  db: Database,
  added: { fromDate: string; toDate: string; opensAt: string | null; closesAt: string | null },
): Promise<ActionResult | undefined> {
  if (added.opensAt === null || added.closesAt === null) return undefined;
  const [existing] = await db
    .select()
    .from(dateOverrides)
    .where(
      and(
        lte(dateOverrides.fromDate, added.toDate),
        gte(dateOverrides.toDate, added.fromDate),
        lt(dateOverrides.opensAt, added.closesAt),
        gt(dateOverrides.closesAt, added.opensAt),
      ),
    )
    .limit(1);
  if (!existing?.opensAt || !existing.closesAt) return undefined;
  const message = `${hoursSpan({ startTime: added.opensAt, endTime: added.closesAt })} overlaps ${hoursSpan({ startTime: existing.opensAt, endTime: existing.closesAt })}, set for ${readableDateRange(existing)}: hours of one date must not overlap.`;
  return { ok: false, status: 400, message, fieldErrors: { opens_at: message } };
}
