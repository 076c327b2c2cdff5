import { type CalendarDate, type WallTime, wallClockToInstant } from "./agency-time";
import { SLOT_MINUTES } from "./hours-in-force";

// A booking may be cancelled or moved online until a minimum notice before its start (the slot's
// wall-clock time in the agency zone, so daylight saving is accounted for); the server decides, the
// page only says the same.

export function callStart(slot: { slotDate: CalendarDate; slotTime: WallTime }, agencyZone: string): Date {
  return wallClockToInstant(slot.slotDate, slot.slotTime, agencyZone);
}

/** The last moment a change is accepted. */
export function changeDeadline(
  slot: { slotDate: CalendarDate; slotTime: WallTime },
  agencyZone: string,
  noticeHours: number,
): Date {
  return new Date(callStart(slot, agencyZone).getTime() - noticeHours * 3_600_000);
}

export function canChangeAt(
  slot: { slotDate: CalendarDate; slotTime: WallTime },
  now: Date,
  agencyZone: string,
  noticeHours: number,
): boolean {
  return now.getTime() < changeDeadline(slot, agencyZone, noticeHours).getTime();
}

/** The call is over: its page no longer opens. */
export function hasEnded(
  slot: { slotDate: CalendarDate; slotTime: WallTime },
  now: Date,
  agencyZone: string,
) {
  return now.getTime() >= callStart(slot, agencyZone).getTime() + SLOT_MINUTES * 60_000;
}

/** '2 hours', '30 minutes', '1 hour 30 minutes' */
export function noticeText(hours: number): string {
  const minutes = Math.round(hours * 60);
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    whole > 0 ? `${whole} hour${whole === 1 ? "" : "s"}` : "",
    rest > 0 || whole === 0 ? `${rest} minute${rest === 1 ? "" : "s"}` : "",
  ].filter(Boolean);
  return parts.join(" ");
}

/**
 * How to reach the agency once it is too late to change a booking online: its address or phone, else a
 * reply to the confirmation when replies reach someone (`viaReply`), else nothing to promise.
 */
export function contactSentence(contact: { email?: string; phone?: string; viaReply?: boolean }) {
  const ways = [contact.email, contact.phone].filter(Boolean).join(" or ");
  if (ways) return `Please contact us at ${ways}.`;
  return contact.viaReply ? "Please reply to your confirmation e-mail to reach us." : "";
}
