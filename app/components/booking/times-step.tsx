import type { BookingCalendar } from "@domain/booking-calendar";
import { bookingParams } from "@domain/booking-params";
import { fullDate } from "@domain/slot-display";
import { agencyTimeLabel, cityOf } from "@domain/viewing-zones";
import { useRef } from "react";
import { useRevealTimes } from "./reveal-times";
import { SlotGoneNote } from "./slot-gone-note";
import { StepCard } from "./step-card";
import { TimeGrid } from "./time-grid";
import { ZoneSelect } from "./zone-select";

/** Step 2 of /book-call: the chosen day's times, in the zone the visitor views them in. */
export function TimesStep({
  calendar,
  viewZone,
  zoneParam,
  chosenId,
  slotGone,
  onZoneChange,
  onSelect,
  revealRequest = 0,
  dateRefused,
}: {
  calendar: BookingCalendar;
  viewZone: string;
  /** The viewing zone as the URL has it, carried along when a time is chosen. */
  zoneParam: string | null;
  chosenId: string | null;
  /** The time chosen before is no longer offered: say so ("refused": the booking was refused for it). */
  slotGone: boolean | "refused";
  onZoneChange(zone: string): void;
  onSelect(): void;
  /** Raised when a date is chosen: its times are brought into view if they are out of sight. */
  revealRequest?: number;
  /** Why the date the address asked for is not offered (a stale link): said where its times would be. */
  dateRefused?: string | null;
}) {
  const { agency, date, slots } = calendar;
  const section = useRef<HTMLElement>(null);
  useRevealTimes(section, revealRequest, date);
  return (
    <StepCard
      ref={section}
      style={{ scrollMarginTop: "1rem" }}
      step={2}
      title="Available Times"
      description={date ? fullDate(date) : "Choose a date to see its available times."}
      aside={
        date ? (
          <ZoneSelect
            agencyZone={agency.zone}
            date={date}
            value={viewZone}
            keep={{ [bookingParams.date]: date, [bookingParams.slot]: chosenId }}
            onChange={onZoneChange}
          />
        ) : null
      }
    >
      {date ? (
        <div className="space-y-4">
          {viewZone !== agency.zone ? (
            <p className="rounded-md bg-info/15 px-3 py-2 text-sm text-info" data-testid="zone-note">
              Times are shown in {cityOf(viewZone)} time. Your confirmation will show{" "}
              {agencyTimeLabel(agency.zone, date)}.
            </p>
          ) : null}
          {slotGone ? <SlotGoneNote takeFocus={slotGone === "refused"} /> : null}
          <TimeGrid
            date={date}
            slots={slots}
            agencyZone={agency.zone}
            viewZone={viewZone}
            selected={chosenId}
            keep={{ [bookingParams.date]: date, [bookingParams.zone]: zoneParam }}
            onSelect={onSelect}
          />
        </div>
      ) : dateRefused ? (
        <p
          role="status"
          className="rounded-md bg-info/15 px-3 py-2 text-sm text-info"
          data-testid="date-refused"
        >
          {dateRefused}
        </p>
      ) : null}
    </StepCard>
  );
}
