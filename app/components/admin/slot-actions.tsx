import type { AdminSlotView } from "@domain/admin-views";
import { hoursAndMinutes } from "@domain/agency-time";
import type { PlaceInHours } from "@domain/hours-in-force";
import type { SlotActionResult } from "@domain/slot-action-schema";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { longDate } from "~/lib/admin-format";
import { showAnswer } from "~/lib/answer-toast";
import { useFetcherAnswer } from "~/lib/fetcher-answer";
import { ConfirmOnDemand } from "./confirm-on-demand";
import { useOwnerCancelReason } from "./owner-cancel-reason";

/** What becomes of the time once its booking is cancelled, in words that are true for this slot. */
const afterCancel: Record<PlaceInHours, string> = {
  inside: "the time offered to visitors again",
  outside: "the time, outside your hours, not offered to visitors",
  blocked: "the time, on a date you blocked, not offered to visitors",
};

const notOffered: Partial<Record<PlaceInHours, string>> = {
  outside: "Not offered to visitors: outside your hours.",
  blocked: "Not offered to visitors: the date is blocked.",
};

/**
 * A slot's one action, when one makes sense: cancel a booked call that is still to come and not marked,
 * or open or close a free slot that is still to come and inside the hours. A free time outside the hours
 * or on a blocked date says why visitors are not offered it; the past offers nothing.
 */
export function SlotActions({ slot }: { slot: AdminSlotView }) {
  const fetcher = useFetcher<SlotActionResult>();
  const reason = useOwnerCancelReason();
  const busy = fetcher.state !== "idle";
  useFetcherAnswer(fetcher, (result) => {
    // One toast per slot: a success replaces that slot's failure, never shown beside it.
    const id = `slot-${slot.id}`;
    if (!result.ok) showAnswer(id, "error", "Error", result.message);
    else if (result.intent === "cancel-booking")
      showAnswer(
        id,
        "success",
        "Booking cancelled",
        slot.place === "inside"
          ? "The booking has been cancelled and the slot is now available."
          : `The booking has been cancelled; ${afterCancel[slot.place]}.`,
      );
    else showAnswer(id, "success", "Slot updated", "Time slot availability has been updated.");
  });

  const time = hoursAndMinutes(slot.slotTime);
  if (slot.status === "booked" && slot.booking) {
    if (slot.started || slot.booking.attendance !== null) return null;
    return (
      <fetcher.Form method="post" className="flex justify-end">
        <ConfirmOnDemand
          trigger={
            <Button type="button" variant="destructive" size="sm" pending={busy}>
              Cancel Booking
              <AtTime time={time} />
            </Button>
          }
          title="Cancel this booking?"
          description={`${slot.booking.customerName}'s call on ${longDate(slot.slotDate)} at ${time} will be cancelled and ${afterCancel[slot.place]}. The customer is told by e-mail.`}
          keep="Keep it"
          confirm="Yes, cancel it"
          onConfirm={() =>
            reason.sendable() &&
            fetcher.submit(
              { intent: "cancel-booking", slot_id: slot.id, reason: reason.value },
              { method: "post" },
            )
          }
        >
          {reason.field}
        </ConfirmOnDemand>
      </fetcher.Form>
    );
  }
  if (slot.started || slot.status === "booked") return null;
  const why = notOffered[slot.place];
  if (why) return <p className="text-sm text-muted-foreground">{why}</p>;
  return (
    <fetcher.Form method="post" className="flex justify-end">
      <input type="hidden" name="slot_id" value={slot.id} />
      <input type="hidden" name="status" value={slot.status === "available" ? "unavailable" : "available"} />
      <Button type="submit" name="intent" value="set-status" variant="outline" size="sm" pending={busy}>
        {slot.status === "available" ? "Mark Unavailable" : "Mark Available"}
        <AtTime time={time} />
      </Button>
    </fetcher.Form>
  );
}

/** Which slot a button acts on, for screen readers: the list repeats the same words for every time. */
function AtTime({ time }: { time: string }) {
  return <span className="sr-only"> at {time}</span>;
}
