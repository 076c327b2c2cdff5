import { dateInZone, timeInZone, zoneAbbreviation } from "./agency-time";
import { readableDateTime } from "./readable-date";

export { readableDate, readableDateRange, readableDateTime } from "./readable-date";

/** 'Tue 5 Mar 2030, 10:12 CST': a moment as the clocks of `zone` showed it. */
export function readableMoment(instant: Date | string, zone: string): string {
  const at = new Date(instant);
  return `${readableDateTime(dateInZone(at, zone), timeInZone(at, zone))} ${zoneAbbreviation(zone, at)}`;
}
