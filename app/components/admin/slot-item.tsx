import type { AdminSlot, SlotHistoryEntry } from "@domain/admin-views";
import { type CalendarDate, hoursAndMinutes, wallClockToInstant } from "@domain/agency-time";
import type { SlotActionResult } from "@domain/slot-action-schema";
import { useState } from "react";
import { useFetcher } from "react-router";
import { LeadDetails } from "~/components/admin/lead-details";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { longDate, momentIn } from "~/lib/admin-format";
import { showAnswer } from "~/lib/answer-toast";
import { cn } from "~/lib/cn";
import { useFetcherAnswer } from "~/lib/fetcher-answer";
import { AttendanceButtons } from "./attendance-buttons";
import { ConfirmOnDemand } from "./confirm-on-demand";
import { OwnerCancelReason } from "./owner-cancel-reason";

const look = {
  available: { badge: "success", edge: "border-l-success" },
  booked: { badge: "info", edge: "border-l-info" },
  unavailable: { badge: "muted", edge: "border-l-muted-foreground" },
} as const;

function historyText(entry: SlotHistoryEntry, zone: string) {
  if (entry.kind === "cancelled")
    return `${entry.customerName}'s booking was cancelled by ${entry.by === "owner" ? "the agency" : "the customer"} on ${momentIn(entry.at, zone)}${entry.reason ? `. Reason: ${entry.reason}` : ""}`;
  const moved =
    entry.by === "owner"
      ? `The agency moved ${entry.customerName}'s booking`
      : `${entry.customerName} moved their booking`;
  return `${moved} to ${longDate(entry.toDate)} at ${hoursAndMinutes(entry.toTime)} on ${momentIn(entry.at, zone)}`;
}

export function SlotItem({
  slot,
  date,
  agencyZone,
}: {
  slot: AdminSlot;
  date: CalendarDate;
  agencyZone: string;
}) {
  const fetcher = useFetcher<SlotActionResult>();
  const [reason, setReason] = useState("");
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
        "The booking has been cancelled and the slot is now available.",
      );
    else showAnswer(id, "success", "Slot updated", "Time slot availability has been updated.");
  });

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
          <LeadDetails lead={slot.booking} />
          {slot.booking.movedHereAt ? (
            <>
              <dt className="text-muted-foreground">Rescheduled</dt>
              <dd data-testid="moved-here">
                {`Moved here by ${slot.booking.movedHereBy === "owner" ? "the agency" : "the customer"} on ${momentIn(slot.booking.movedHereAt, agencyZone)}`}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {slot.booking ? (
        <AttendanceButtons
          bookingId={slot.booking.id}
          attendance={slot.booking.attendance}
          started={wallClockToInstant(date, slot.slotTime, agencyZone) <= new Date()}
          customerName={slot.booking.customerName}
        />
      ) : null}
      {slot.history.length > 0 ? (
        <ul
          aria-label="Earlier bookings of this time"
          className="flex flex-col gap-1 text-sm text-muted-foreground"
        >
          {slot.history.map((entry) => (
            <li key={`${entry.kind}-${entry.at.toString()}-${entry.customerName}`} data-history={entry.kind}>
              {historyText(entry, agencyZone)}
            </li>
          ))}
        </ul>
      ) : null}
      <fetcher.Form method="post" className="flex justify-end">
        <input type="hidden" name="slot_id" value={slot.id} />
        {slot.status === "booked" ? (
          <ConfirmOnDemand
            trigger={
              <Button type="button" variant="destructive" size="sm" disabled={busy}>
                Cancel Booking
              </Button>
            }
            title="Cancel this booking?"
            description={`${slot.booking?.customerName ?? "The customer"}'s call at ${time} will be cancelled and the time offered to visitors again. The customer is told by e-mail.`}
            keep="Keep it"
            confirm="Yes, cancel it"
            onConfirm={() =>
              fetcher.submit({ intent: "cancel-booking", slot_id: slot.id, reason }, { method: "post" })
            }
          >
            <OwnerCancelReason value={reason} onChange={setReason} />
          </ConfirmOnDemand>
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
