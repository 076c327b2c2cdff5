import type { ActionResult } from "@domain/action-result";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useAnswerToast } from "~/lib/answer-toast";

type Attendance = "attended" | "no_show";

/**
 * After a standing booking's call has started: one click marks whether the customer came, and another
 * changes it. Posts to the page it is on (the time slots or the dashboard), whose action checks again.
 */
export function AttendanceButtons({
  bookingId,
  attendance,
  started,
  customerName,
}: {
  bookingId: string;
  attendance: Attendance | null;
  /** Whether the call's time has come (only then may it be marked; the server checks again). */
  started: boolean;
  customerName: string;
}) {
  const fetcher = useFetcher<ActionResult>();
  useAnswerToast(fetcher, `attendance-${bookingId}`, {
    success: "Attendance saved",
    failure: "Attendance not saved",
  });

  if (!started) return null;
  const pending = fetcher.formData?.get("attendance");
  const shown = typeof pending === "string" ? (pending as Attendance) : attendance;
  const choice = (value: Attendance, label: string) => (
    <Button
      type="submit"
      name="attendance"
      value={value}
      size="sm"
      variant={shown === value ? "default" : "outline"}
      aria-pressed={shown === value}
      pending={fetcher.state !== "idle"}
    >
      {label}
    </Button>
  );
  return (
    <fetcher.Form
      method="post"
      className="flex flex-wrap items-center gap-2"
      aria-label={`Did ${customerName} attend?`}
      data-testid="attendance"
    >
      <input type="hidden" name="intent" value="mark-attendance" />
      <input type="hidden" name="booking_id" value={bookingId} />
      <span className="text-sm text-muted-foreground">Call:</span>
      {choice("attended", "Attended")}
      {choice("no_show", "No-show")}
    </fetcher.Form>
  );
}
