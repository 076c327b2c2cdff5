import { data } from "react-router";
import { type ActionResult, invalidInput } from "../../domain/action-result";
import { attendanceSchema } from "../../domain/attendance-schema";
import type { Database } from "../db/connection";
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
export async function attendanceAction(
  db: Database,
  form: Record<string, unknown>,
  { now, agencyZone }: { now: Date; agencyZone: string },
) {
  const parsed = attendanceSchema.safeParse(form);
  if (!parsed.success) return data<ActionResult>(invalidInput(parsed.error), { status: 400 });
  const { booking_id, attendance } = parsed.data;
  const result = await markAttendance(db, { bookingId: booking_id, attendance, now, agencyZone });
  if (!result.ok) {
    const refusal = refusals[result.reason];
    return data<ActionResult>({ ok: false, ...refusal }, { status: refusal.status });
  }
  return data<ActionResult>({
    ok: true,
    message: attendance === "attended" ? "Marked as attended." : "Marked as a no-show.",
  });
}
