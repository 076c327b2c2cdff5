import type { CalendarDate, WallTime } from "./agency-time";
import { callHasStarted } from "./attendance";
import type { Attendance } from "./booking-status";

// The owner cancels a standing booking up to the moment its call starts, and not once it is marked
// attended or no-show: what happened is recorded, not cancelled. The server decides (the time-slots
// action); the screen offers "Cancel Booking" only when this allows it. "Started" is the same rule
// that opens attendance marking and ends the owner's moves (server/booking/may-change.ts).

export type OwnerCancelRefusal = "started" | "marked";

export const ownerCancelRefusals: Record<OwnerCancelRefusal, string> = {
  started: "This call's time has come: it can no longer be cancelled. Mark whether the customer attended.",
  marked: "This call is marked attended or no-show: it took place and can no longer be cancelled.",
};

export function ownerCancelRefusal(
  call: { slotDate: CalendarDate; slotTime: WallTime; attendance: Attendance | null },
  now: Date,
  agencyZone: string,
): OwnerCancelRefusal | null {
  if (call.attendance !== null) return "marked";
  if (callHasStarted(call.slotDate, call.slotTime, agencyZone, now)) return "started";
  return null;
}
