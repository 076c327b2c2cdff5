import { type CalendarDate, wallClockToInstant } from "./agency-time";

/** Whether a call has started, so the owner may mark it attended or no-show (the server's test too). */
export function callHasStarted(slotDate: CalendarDate, slotTime: string, agencyZone: string, now: Date) {
  return wallClockToInstant(slotDate, slotTime, agencyZone) <= now;
}
