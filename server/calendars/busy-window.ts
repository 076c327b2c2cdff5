import { addDays, dateInZone, wallClockToInstant } from "../../domain/agency-time";
import type { BusyWindow } from "./busy-intervals";

/**
 * The span of the owner's calendars that is read: from the start of yesterday to the end of the
 * booking horizon's last day, and a day more (a call's buffers reach across midnight), in the agency
 * zone. `key` changes when the span does (once a day, or with the horizon): a calendar whose data did
 * not change is read again then all the same.
 */
export function busyWindowAt(
  now: Date,
  agencyZone: string,
  horizonDays: number,
): BusyWindow & { key: string } {
  const today = dateInZone(now, agencyZone);
  const first = addDays(today, -1);
  const afterLast = addDays(today, horizonDays + 1);
  return {
    from: wallClockToInstant(first, "00:00:00", agencyZone),
    to: wallClockToInstant(afterLast, "00:00:00", agencyZone),
    agencyZone,
    key: `${first}..${afterLast}`,
  };
}
