import type { SlotSummary } from "@domain/admin-views";
import { dateInWords } from "@domain/date-words";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

/** How hours and slots relate, in which zone, and what exists now: the first thing the settings say. */
export function SlotsOverview({ agencyZone, summary }: { agencyZone: string; summary: SlotSummary }) {
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
          Hours alone are not bookable: generating creates one-hour bookable slots from them, day by day.
          Changing hours later does not change slots that already exist, unless you remove them when asked.
        </p>
        <p data-testid="slot-summary">
          {summary.future === 0 || !summary.lastDate
            ? "No slots exist from today on."
            : `${summary.future} slot${summary.future === 1 ? "" : "s"} exist from today until ${dateInWords(summary.lastDate)} (${summary.booked} booked).`}
        </p>
      </CardContent>
    </Card>
  );
}
