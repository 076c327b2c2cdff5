import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { hoursAndMinutes } from "~/lib/agency-time";
import { cn } from "~/lib/cn";
import type { SlotActionResult } from "~/lib/slot-action-schema";
import type { AdminSlot } from "../../../server/admin/time-slots";

const look = {
  available: { badge: "success", edge: "border-l-success" },
  booked: { badge: "info", edge: "border-l-info" },
  unavailable: { badge: "muted", edge: "border-l-muted-foreground" },
} as const;

export function SlotItem({ slot }: { slot: AdminSlot }) {
  const fetcher = useFetcher<SlotActionResult>();
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    // One toast per slot: a success replaces that slot's failure, never shown beside it.
    const id = `slot-${slot.id}`;
    if (!result.ok) toast.error("Error", { id, description: result.message });
    else if (result.intent === "cancel-booking")
      toast.success("Booking cancelled", {
        id,
        description: "The booking has been cancelled and the slot is now available.",
      });
    else toast.success("Slot updated", { id, description: "Time slot availability has been updated." });
  }, [fetcher.data, slot.id]);

  const time = hoursAndMinutes(slot.slotTime);
  return (
    <li
      data-testid={`slot-${time}`}
      data-status={slot.status}
      className={cn(
        "flex flex-col gap-3 rounded-lg border border-l-4 border-border p-4",
        look[slot.status].edge,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <span className="text-lg font-semibold tabular-nums">{time}</span>
        <Badge variant={look[slot.status].badge}>{slot.status}</Badge>
      </div>
      {slot.booking ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Name</dt>
          <dd>{slot.booking.customerName}</dd>
          <dt className="text-muted-foreground">Email</dt>
          <dd className="break-all">{slot.booking.customerEmail}</dd>
          {slot.booking.customerPhone ? (
            <>
              <dt className="text-muted-foreground">Phone</dt>
              <dd>{slot.booking.customerPhone}</dd>
            </>
          ) : null}
          {slot.booking.notes ? (
            <>
              <dt className="text-muted-foreground">Notes</dt>
              <dd className="whitespace-pre-wrap">{slot.booking.notes}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <fetcher.Form method="post" className="flex justify-end">
        <input type="hidden" name="slot_id" value={slot.id} />
        {slot.status === "booked" ? (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button type="button" variant="destructive" size="sm" disabled={busy}>
                Cancel Booking
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogTitle>Cancel this booking?</AlertDialogTitle>
              <AlertDialogDescription>
                {slot.booking?.customerName ?? "The customer"}'s call at {time} will be cancelled and the time
                offered to visitors again.
              </AlertDialogDescription>
              <AlertDialogFooter>
                <AlertDialogCancel>Keep it</AlertDialogCancel>
                <AlertDialogAction
                  onClick={() =>
                    fetcher.submit({ intent: "cancel-booking", slot_id: slot.id }, { method: "post" })
                  }
                >
                  Yes, cancel it
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        ) : (
          <>
            <input
              type="hidden"
              name="status"
              value={slot.status === "available" ? "unavailable" : "available"}
            />
            <Button
              type="submit"
              name="intent"
              value="set-status"
              variant="outline"
              size="sm"
              disabled={busy}
            >
              {slot.status === "available" ? "Mark Unavailable" : "Mark Available"}
            </Button>
          </>
        )}
      </fetcher.Form>
    </li>
  );
}
