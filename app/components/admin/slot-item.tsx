import type { AdminSlotView, SlotHistoryEntry } from "@domain/admin-views";
import { hoursAndMinutes } from "@domain/agency-time";
import { bookingScreenPath } from "@domain/bookings-list";
import { Link } from "react-router";
import { LeadDetails } from "~/components/admin/lead-details";
import { Badge } from "~/components/ui/badge";
import { longDate, momentIn } from "~/lib/admin-format";
import { cn } from "~/lib/cn";
import { AttendanceButtons } from "./attendance-buttons";
import { SlotActions } from "./slot-actions";

/** The slot's badge and edge: what is true of it now (a free time in the past or outside the hours is not "available"). */
function lookOf(slot: AdminSlotView) {
  if (slot.status === "booked") return { label: "booked", badge: "info", edge: "border-l-info" } as const;
  if (slot.started) return { label: "past", badge: "muted", edge: "border-l-muted-foreground" } as const;
  if (slot.status === "unavailable")
    return { label: "unavailable", badge: "muted", edge: "border-l-muted-foreground" } as const;
  if (slot.place === "blocked")
    return { label: "blocked date", badge: "outline", edge: "border-l-muted-foreground" } as const;
  if (slot.place === "outside")
    return { label: "outside hours", badge: "outline", edge: "border-l-muted-foreground" } as const;
  if (!slot.offered)
    return { label: "not offered now", badge: "outline", edge: "border-l-muted-foreground" } as const;
  return { label: "available", badge: "success", edge: "border-l-success" } as const;
}

function historyText(entry: SlotHistoryEntry, zone: string) {
  if (entry.kind === "cancelled")
    return `${entry.customerName}'s booking was cancelled by ${entry.by === "owner" ? "the agency" : "the customer"} on ${momentIn(entry.at, zone)}${entry.reason ? `. Reason: ${entry.reason}` : ""}`;
  const moved =
    entry.by === "owner"
      ? `The agency moved ${entry.customerName}'s booking`
      : `${entry.customerName} moved their booking`;
  return `${moved} to ${longDate(entry.toDate)} at ${hoursAndMinutes(entry.toTime)} on ${momentIn(entry.at, zone)}`;
}

export function SlotItem({ slot, agencyZone }: { slot: AdminSlotView; agencyZone: string }) {
  const time = hoursAndMinutes(slot.slotTime);
  const look = lookOf(slot);
  return (
    <li
      data-testid={`slot-${time}`}
      data-status={slot.status}
      data-shown={look.label}
      className={cn("flex flex-col gap-3 rounded-lg border border-l-4 border-border p-4", look.edge)}
    >
      <div className="flex items-center justify-between gap-3">
        <span className="text-lg font-semibold tabular-nums">{time}</span>
        <Badge variant={look.badge}>{look.label}</Badge>
      </div>
      {look.label === "not offered now" && slot.notOfferedBecause ? (
        <p className="text-sm text-muted-foreground" data-testid="not-offered-now">
          {slot.notOfferedBecause}
        </p>
      ) : null}
      {slot.calendarClash ? (
        <p className="text-sm text-destructive" data-testid="calendar-clash">
          {slot.calendarClash}
        </p>
      ) : null}
      {slot.booking && slot.place !== "inside" && !slot.started ? (
        <p className="text-sm text-muted-foreground" data-testid="booked-outside-hours">
          {slot.place === "blocked"
            ? "This call is on a date you blocked: "
            : "This call is outside your hours: "}
          {/* Moving is done on the booking's own page, which opens with its picker. */}
          <Link
            to={`${bookingScreenPath(slot.booking.id)}?reschedule=1`}
            className="text-primary underline underline-offset-4"
          >
            move
          </Link>{" "}
          or cancel it if it cannot take place.
        </p>
      ) : null}
      {slot.booking ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Name</dt>
          <dd>
            {/* The booking's own page: its details, its history, and moving it. */}
            <Link to={bookingScreenPath(slot.booking.id)} className="underline underline-offset-4">
              {slot.booking.customerName}
            </Link>
          </dd>
          <dt className="text-muted-foreground">Email</dt>
          <dd className="wrap-anywhere">{slot.booking.customerEmail}</dd>
          {slot.booking.customerPhone ? (
            <>
              <dt className="text-muted-foreground">Phone</dt>
              <dd>{slot.booking.customerPhone}</dd>
            </>
          ) : null}
          {slot.booking.notes ? (
            <>
              <dt className="text-muted-foreground">Notes</dt>
              <dd className="whitespace-pre-wrap wrap-anywhere">{slot.booking.notes}</dd>
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
          started={slot.started}
          customerName={slot.booking.customerName}
        />
      ) : null}
      {slot.history.length > 0 ? (
        <ul
          aria-label={slot.booking ? "Earlier moves of this booking" : "Earlier bookings of this time"}
          className="flex flex-col gap-1 text-sm text-muted-foreground"
        >
          {slot.history.map((entry) => (
            <li key={`${entry.kind}-${entry.bookingId}-${entry.at.toString()}`} data-history={entry.kind}>
              {historyText(entry, agencyZone)}
            </li>
          ))}
        </ul>
      ) : null}
      <SlotActions slot={slot} />
    </li>
  );
}
