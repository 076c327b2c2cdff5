import { type CalendarDate, wallClockToInstant } from "./agency-time";
import { z } from "./zod";

// Marking whether a customer came to a call: one schema for the buttons and the server, and the one
// test of "the call has started" both use.

export const attendanceSchema = z.object({
  intent: z.literal("mark-attendance"),
  booking_id: z.uuid("Unknown booking"),
  attendance: z.enum(["attended", "no_show"], { error: "Choose attended or no-show" }),
});

export function callHasStarted(slotDate: CalendarDate, slotTime: string, agencyZone: string, now: Date) {
  return wallClockToInstant(slotDate, slotTime, agencyZone) <= now;
}
