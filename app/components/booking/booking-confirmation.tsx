import { wallClockToInstant, zoneAbbreviation } from "@domain/agency-time";
import { googleCalendarUrl, strategyCallEvent } from "@domain/calendar-link";
import type { BookingPlace } from "@domain/meeting-place";
import { agencyAbbreviationAt, fullDate, slotTimeIn } from "@domain/slot-display";
import { cityOf } from "@domain/viewing-zones";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import CircleCheck from "lucide-react/icons/circle-check";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { BackHomeLink } from "./back-home-link";
import { PlaceToMeet } from "./place-to-meet";

export interface ConfirmedBooking {
  slotDate: string;
  slotTime: string;
  customerEmail: string;
  customerPhone?: string | null;
  /** Where the call happens; null for a booking made before calls had a place. */
  place: BookingPlace | null;
}

/** A standing booking: what was booked, in the agency's time and the visitor's, and where to go next. */
export function BookingConfirmation({
  heading,
  lead,
  booking,
  agency,
  viewZone,
  children,
}: {
  /** What is true now: 'Booking Confirmed!' just after booking, 'Your call has moved' after a move… */
  heading: string;
  /** The sentence under it (where the e-mail went). */
  lead: ReactNode;
  booking: ConfirmedBooking;
  agency: { zone: string; name: string };
  /** The zone the visitor chose to see times in; shown beside the agency's when it differs. */
  viewZone: string;
  /** More about the booking, below its time (its details, what can be done with it). */
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const calendarUrl = googleCalendarUrl(
    strategyCallEvent(booking, { agencyZone: agency.zone, agencyName: agency.name }, booking.place),
  );
  const abbreviation = agencyAbbreviationAt(booking.slotDate, booking.slotTime, agency.zone);
  const theirs =
    viewZone === agency.zone
      ? undefined
      : slotTimeIn(booking.slotDate, booking.slotTime, agency.zone, viewZone);
  const theirAbbreviation = zoneAbbreviation(
    viewZone,
    wallClockToInstant(booking.slotDate, booking.slotTime, agency.zone),
  );
  return (
    <Card className="mx-auto max-w-lg p-6 text-center sm:p-10">
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-success" />
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold outline-none sm:text-3xl">
        {heading}
      </h1>
      <p className="mt-2 text-muted-foreground" data-testid="confirmation-lead">
        {lead}
      </p>
      <dl className="mt-6 grid gap-3 rounded-lg border border-border bg-background/40 p-4 text-left">
        <div>
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Date</dt>
          <dd className="mt-1 font-semibold whitespace-nowrap" data-testid="confirmed-date">
            {fullDate(booking.slotDate)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Time</dt>
          <dd className="mt-1 font-semibold tabular-nums" data-testid="confirmed-time">
            {booking.slotTime.slice(0, 5)} {abbreviation}
          </dd>
          {theirs ? (
            <dd
              className="mt-0.5 text-sm text-muted-foreground tabular-nums"
              data-testid="confirmed-time-yours"
            >
              {theirs.time} {theirAbbreviation} in {cityOf(viewZone)}
              {theirs.dayShift
                ? ` (${theirs.dayShift > 0 ? "the next day" : "the day before"}, ${fullDate(theirs.date)})`
                : ""}
            </dd>
          ) : null}
        </div>
        <PlaceToMeet place={booking.place} agencyName={agency.name} customerPhone={booking.customerPhone} />
      </dl>
      {children}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          <a href={calendarUrl} target="_blank" rel="noopener noreferrer">
            <CalendarPlus aria-hidden="true" />
            Add to Google Calendar
          </a>
        </Button>
        <BackHomeLink size="lg" variant="outline" />
      </div>
    </Card>
  );
}
