import type { ActionResult } from "../../domain/action-result";
import { attendanceSchema } from "../../domain/attendance-schema";
import { formIntent } from "../http/form-intent";
import { markAttendance } from "./attendance";

const refusals = {
  "not-found": { status: 404, message: "This booking no longer exists." },
  "not-standing": {
    status: 409,
    message: "This booking was cancelled or moved, so there is no call to mark.",
  },
  "not-yet": { status: 409, message: "This call has not started yet. Mark it once its time has come." },
} as const;

/** The "mark-attendance" intent, answered the same on the time-slots page and the dashboard. */
export const attendanceAction = formIntent(
  attendanceSchema,
  async (db, { booking_id, attendance }, { now, agencyZone }): Promise<ActionResult> => {
    const result = await markAttendance(db, { bookingId: booking_id, attendance, now, agencyZone });
    if (!result.ok) return { ok: false, ...refusals[result.reason] };
    return { ok: true, message: attendance === "attended" ? "Marked as attended." : "Marked as a no-show." };
  },
);
