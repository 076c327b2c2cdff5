import type { BookingCalendar } from "@domain/booking-calendar";
import type { BookingRecord } from "@domain/bookings-list";
import { useSubmit } from "react-router";
import { ReschedulePanel } from "~/components/booking/reschedule-panel";
import { useBookingParams } from "~/components/booking/use-booking-params";
import { Button } from "~/components/ui/button";
import { callTimeText } from "~/lib/call-time-text";
import { ConfirmOnDemand } from "./confirm-on-demand";
import { useOwnerCancelReason } from "./owner-cancel-reason";

/**
 * What the owner may do with a standing booking whose call has not started: move it to any time a
 * visitor could book (the manage page's picker, its state in the URL), or cancel it with a reason
 * for the customer. The server checks both again.
 */
export function BookingOwnerActions({
  booking,
  calendar,
  agencyZone,
  pending,
  moveRefusal,
  moving,
  onMovingChange,
}: {
  booking: BookingRecord;
  calendar: BookingCalendar;
  agencyZone: string;
  pending: boolean;
  /** Why the last move was refused, shown beside the times. */
  moveRefusal?: string;
  moving: boolean;
  onMovingChange(moving: boolean): void;
}) {
  const url = useBookingParams(agencyZone);
  const submit = useSubmit();
  const reason = useOwnerCancelReason();
  return (
    <div className="flex flex-col gap-4 border-t border-border pt-4">
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={() => onMovingChange(!moving)} disabled={pending}>
          {moving ? "Keep this time" : "Move"}
        </Button>
        <ConfirmOnDemand
          trigger={
            <Button type="button" variant="destructive" disabled={pending}>
              Cancel booking
            </Button>
          }
          title="Cancel this booking?"
          description={`${booking.customerName}'s call on ${callTimeText(booking.slotDate, booking.slotTime, agencyZone)} will be cancelled and the time offered to visitors again. The customer is told by e-mail.`}
          keep="Keep it"
          confirm="Yes, cancel it"
          onConfirm={() =>
            reason.sendable() &&
            submit({ intent: "cancel", reason: reason.value }, { method: "post", preventScrollReset: true })
          }
        >
          {reason.field}
        </ConfirmOnDemand>
      </div>
      {moving ? (
        <ReschedulePanel
          calendar={calendar}
          currentSlotId={booking.slotId}
          url={url}
          pending={pending}
          refusal={moveRefusal}
          submitLabel="Move the call to this time"
        />
      ) : null}
    </div>
  );
}
