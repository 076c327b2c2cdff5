import { z } from "./zod";

// What the attendance buttons send (attendance-buttons.tsx): checked by the server's action. The buttons
// send fixed values, so the browser never needs this schema (nor zod on the dashboard).
export const attendanceSchema = z.object({
  intent: z.literal("mark-attendance"),
  booking_id: z.uuid("Unknown booking"),
  attendance: z.enum(["attended", "no_show"], { error: "Choose attended or no-show" }),
});
