import { addDays, dateInZone } from "../../domain/agency-time";
import { listWeeklyHours } from "../availability/weekly";
import { readBookingPolicy } from "../booking/booking-policy";
import type { Database } from "../db/connection";
import type { OwnerRules } from "./booking-rules-text";

/**
 * The owner's booking rules, weekly hours and the date overrides inside the horizon, read afresh for each
 * conversation turn: a change in the settings shows in the assistant's next answer.
 */
export async function readOwnerRules(db: Database, now: Date, agencyZone: string): Promise<OwnerRules> {
  const today = dateInZone(now, agencyZone);
  const [{ rules, overrides }, weeklyHours] = await Promise.all([
    readBookingPolicy(db, today),
    listWeeklyHours(db),
  ]);
  const last = addDays(today, rules.horizonDays - 1);
  return { rules, weeklyHours, overrides: overrides.filter((override) => override.fromDate <= last) };
}
