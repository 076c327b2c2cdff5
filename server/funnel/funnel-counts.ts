import { and, gte, sql } from "drizzle-orm";
import { addDays, type CalendarDate } from "../../domain/agency-time";
import {
  type FunnelStep,
  type FunnelStepCount,
  funnelSteps,
  type LeadInsight,
  type SourceCount,
  stepsUpTo,
  type VisitorStep,
} from "../../domain/funnel";
import { sourceName } from "../../domain/visit-source";
import type { Database } from "../db/connection";
import { countToday, countTodayInsert } from "../db/count-today";
import { bookings, funnelCounts } from "../db/schema";

// The booking funnel: one number per agency day and step, nothing about who took it
// (docs/decisions/020-leads-and-sources.md).

/** The days the dashboard's funnel and sources cover: today and the days before, this many in all. */
export const FUNNEL_DAYS = 30;

/** One more visit took `step` today (the agency's date). */
export async function countFunnelStep(db: Database, step: FunnelStep, agencyZone: string) {
  await countToday(db, funnelCounts, funnelCounts.step, [step], agencyZone);
}

/**
 * The statement that counts a booking, in its own transaction: "booked", and each step before it that
 * its visit's browser had not counted (beacons blocked, a link straight to a time), so "booked" never
 * outnumbers the steps before it. The day's rows stay locked until the transaction commits: make it the
 * transaction's last write.
 */
export function bookingCountInsert(countedByBrowser: readonly VisitorStep[], agencyZone: string) {
  const steps = stepsUpTo("booked").filter((step) => step === "booked" || !countedByBrowser.includes(step));
  return countTodayInsert(funnelCounts, funnelCounts.step, steps, agencyZone);
}

/** Each step's total over the last FUNNEL_DAYS days, in the funnel's order. */
export async function funnelTotals(db: Database, today: CalendarDate): Promise<FunnelStepCount[]> {
  const rows = await db
    .select({ step: funnelCounts.step, count: sql<number>`sum(${funnelCounts.count})::int` })
    .from(funnelCounts)
    .where(gte(funnelCounts.day, addDays(today, 1 - FUNNEL_DAYS)))
    .groupBy(funnelCounts.step);
  return funnelSteps.map((step) => ({ step, count: rows.find((row) => row.step === step)?.count ?? 0 }));
}

/** Bookings made in the last FUNNEL_DAYS days by where their visit came from, most first. */
export async function bookingsBySource(
  db: Database,
  today: CalendarDate,
  agencyZone: string,
): Promise<SourceCount[]> {
  const rows = await db
    .select({
      utm_source: bookings.utmSource,
      source_referrer: bookings.sourceReferrer,
      bookings: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .where(
      and(
        sql`(${bookings.createdAt} at time zone ${agencyZone})::date >= ${addDays(today, 1 - FUNNEL_DAYS)}::date`,
      ),
    )
    .groupBy(bookings.utmSource, bookings.sourceReferrer);
  const totals = new Map<string, number>();
  for (const row of rows) {
    const name = sourceName({
      utm_source: row.utm_source ?? undefined,
      source_referrer: row.source_referrer ?? undefined,
    });
    totals.set(name, (totals.get(name) ?? 0) + row.bookings);
  }
  return [...totals]
    .map(([source, count]) => ({ source, bookings: count }))
    .sort((a, b) => b.bookings - a.bookings || a.source.localeCompare(b.source));
}

/** The dashboard's funnel and bookings by source, over the last FUNNEL_DAYS days. */
export async function leadInsight(
  db: Database,
  today: CalendarDate,
  agencyZone: string,
): Promise<LeadInsight> {
  const [funnel, sources] = await Promise.all([
    funnelTotals(db, today),
    bookingsBySource(db, today, agencyZone),
  ]);
  return { funnel, sources, days: FUNNEL_DAYS };
}
