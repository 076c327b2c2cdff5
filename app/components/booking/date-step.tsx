import type { BookingCalendar } from "@domain/booking-calendar";
import { bookingParams } from "@domain/booking-params";
import { DayPicker } from "./day-picker";
import { StepCard } from "./step-card";

/** Step 1 of /book-call: the strip of the window's days. */
export function DateStep({
  calendar,
  zoneParam,
  onSelect,
}: {
  calendar: BookingCalendar;
  /** The viewing zone as the URL has it, carried along when a day is chosen. */
  zoneParam: string | null;
  onSelect(): void;
}) {
  // The spec's "The next 7 days" with the default horizon; the owner's own horizon otherwise.
  const window = calendar.days.length === 1 ? "Today" : `The next ${calendar.days.length} days`;
  return (
    <StepCard step={1} title="Select Date" description={window}>
      <DayPicker
        days={calendar.days}
        today={calendar.today}
        selected={calendar.date}
        keep={{ [bookingParams.zone]: zoneParam }}
        onSelect={onSelect}
      />
    </StepCard>
  );
}
