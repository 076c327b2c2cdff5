import type { BookingMoveEntry, BookingRecord } from "@domain/bookings-list";
import { bookingStateOf } from "@domain/bookings-list";
import { placeLink, placeTitle } from "@domain/meeting-place-words";
import type { ReactNode } from "react";
import { LeadDetails } from "~/components/admin/lead-details";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { momentIn } from "~/lib/admin-format";
import { callTimeText } from "~/lib/call-time-text";
import { BookingStateBadge } from "./bookings-rows";

function moveText(move: BookingMoveEntry, zone: string) {
  const who = move.by === "owner" ? "the agency" : "the customer";
  return `Moved by ${who} on ${momentIn(move.movedAt, zone)}, from ${callTimeText(move.from.slotDate, move.from.slotTime, zone)} to ${callTimeText(move.to.slotDate, move.to.slotTime, zone)}`;
}

/** Everything on record about one booking: the call, who booked it, what they answered, what became of it. */
export function BookingRecordCard({
  booking,
  agencyZone,
  children,
}: {
  booking: BookingRecord;
  agencyZone: string;
  /** What the owner may do with it. */
  children?: ReactNode;
}) {
  const history = [
    `Booked on ${momentIn(booking.createdAt, agencyZone)}`,
    ...booking.moves.map((move) => moveText(move, agencyZone)),
    ...(booking.cancelledAt
      ? [
          `Cancelled by ${booking.cancelledBy === "owner" ? "the agency" : "the customer"} on ${momentIn(booking.cancelledAt, agencyZone)}${booking.cancelReason ? `. Reason: ${booking.cancelReason}` : ""}`,
        ]
      : []),
  ];
  // The owner's way into the call: the video link, or the address on a map.
  const link = placeLink(booking.place);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="wrap-anywhere">{booking.customerName}</CardTitle>
          <BookingStateBadge state={bookingStateOf(booking)} />
        </div>
        <p className="font-medium" data-testid="booking-when">
          {callTimeText(booking.slotDate, booking.slotTime, agencyZone)}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Email</dt>
          <dd className="wrap-anywhere">
            <a
              href={`mailto:${booking.customerEmail}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              {booking.customerEmail}
            </a>
          </dd>
          {booking.customerPhone ? (
            <>
              <dt className="text-muted-foreground">Phone</dt>
              <dd>{booking.customerPhone}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">Where</dt>
          <dd className="wrap-anywhere" data-testid="booking-place">
            {placeTitle(booking.place)}
            {booking.place?.kind === "address" ? `: ${booking.place.label}` : null}
            {link ? (
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="block text-primary underline-offset-4 hover:underline"
              >
                {booking.place?.url ?? link.label}
              </a>
            ) : null}
          </dd>
          {booking.notes ? (
            <>
              <dt className="text-muted-foreground">Notes</dt>
              <dd className="whitespace-pre-wrap wrap-anywhere">{booking.notes}</dd>
            </>
          ) : null}
          <LeadDetails lead={booking} />
        </dl>
        <section aria-label="History">
          <ul className="flex flex-col gap-1 text-sm text-muted-foreground" data-testid="booking-history">
            {history.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        {children}
      </CardContent>
    </Card>
  );
}
