import type { BookedOutside, SlotSummary } from "@domain/admin-views";
import { bookingScreenPath } from "@domain/bookings-list";
import { readableDate, readableDateTime } from "@domain/readable-date";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

/**
 * How hours and slots relate, in which zone, what exists now, and the booked calls the hours no longer
 * cover (worked out on every load): the first thing the settings say.
 */
export function SlotsOverview({
  agencyZone,
  summary,
  bookedOutside,
}: {
  agencyZone: string;
  summary: SlotSummary;
  bookedOutside: BookedOutside[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Hours and Slots</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <p>
          Weekly hours are in the agency's time zone, <strong data-testid="agency-zone">{agencyZone}</strong>.
          Visitors see each time in their own zone.
        </p>
        <p>
          Your hours are what visitors are offered: weekly hours, date overrides, booking rules and the
          rolling horizon apply the moment they are saved. Each whole hour inside them is a one-hour slot;
          slots outside them are removed, and booked calls are never touched.
        </p>
        <p data-testid="slot-summary">
          {summary.future === 0 || !summary.lastDate
            ? "No slots exist from today on."
            : `${summary.future} slot${summary.future === 1 ? "" : "s"} exist from today until ${readableDate(summary.lastDate)} (${summary.booked} booked).`}
        </p>
        {bookedOutside.length > 0 ? <BookedOutsideList calls={bookedOutside} /> : null}
      </CardContent>
    </Card>
  );
}

function BookedOutsideList({ calls }: { calls: BookedOutside[] }) {
  return (
    <section
      aria-labelledby="booked-outside-heading"
      data-testid="booked-outside"
      className="mt-2 flex flex-col gap-2 rounded-md border border-border bg-secondary/40 p-3"
    >
      <h3 id="booked-outside-heading" className="font-medium">
        Booked calls outside your hours
      </h3>
      <p className="text-muted-foreground">
        {calls.length === 1 ? "This call still stands" : `These ${calls.length} calls still stand`}: move or
        cancel {calls.length === 1 ? "it from its page" : "each from its page"}, or keep{" "}
        {calls.length === 1 ? "it" : "them"}. {calls.length === 1 ? "It leaves" : "Each leaves"} this list
        once moved or cancelled.
      </p>
      <ul className="flex flex-col gap-1">
        {calls.map((call) => (
          <li key={call.bookingId}>
            <a className="underline underline-offset-4" href={bookingScreenPath(call.bookingId)}>
              {readableDateTime(call.slotDate, call.slotTime)}
            </a>{" "}
            — {call.customerName} ({call.blocked ? "blocked date" : "outside the hours"})
          </li>
        ))}
      </ul>
    </section>
  );
}
