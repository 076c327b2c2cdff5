import { dateInZone } from "@domain/agency-time";
import type { BookingCalendar } from "@domain/booking-calendar";
import { bookingParams } from "@domain/booking-params";
import { cityOf } from "@domain/viewing-zones";
import { DayPicker } from "./day-picker";
import { StepCard } from "./step-card";

/** Step 1 of /book-call: the strip of the window's days. */
export function DateStep({
  calendar,
  zoneParam,
  viewZone,
  onSelect,
}: {
  calendar: BookingCalendar;
  /** Where the visitor reads the times: the strip says whose dates these are when it is not the agency's. */
  viewZone: string;
  /** The viewing zone as the URL has it, carried along when a day is chosen. */
  zoneParam: string | null;
  onSelect(): void;
}) {
  // The spec's "The next 7 days" with the default horizon; the owner's own horizon otherwise.
  const window = calendar.days.length === 1 ? "Today" : `The next ${calendar.days.length} days`;
  const agencyZone = calendar.agency.zone;
  // The strip's dates are the agency's: "Today" only where it is today for the visitor too.
  const today = dateInZone(new Date(), viewZone) === calendar.today ? calendar.today : "";
  return (
    <StepCard
      step={1}
      title="Select Date"
      description={viewZone === agencyZone ? window : `${window}, as dates in ${cityOf(agencyZone)}`}
    >
      <DayPicker
        days={calendar.days}
        today={today}
        selected={calendar.date}
        keep={{ [bookingParams.zone]: zoneParam }}
        onSelect={onSelect}
      />
    </StepCard>
  );
}
