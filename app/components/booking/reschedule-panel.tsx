import type { BookingCalendar } from "@domain/booking-calendar";
import { bookingParams } from "@domain/booking-params";
import { fullDate } from "@domain/slot-display";
import { useCallback } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { ChosenSlot } from "./chosen-slot";
import { DayPicker } from "./day-picker";
import { SlotGoneNote } from "./slot-gone-note";
import { TimeGrid } from "./time-grid";
import type { BookingUrl } from "./use-booking-params";
import { useRefusedDate } from "./use-refused-date";
import { ZoneSelect } from "./zone-select";

/**
 * Choosing a new time for a booking: the same window of days, times and zones as /book-call (its state in
 * the URL too), then one button that moves the call.
 */
export function ReschedulePanel({
  id,
  calendar,
  currentSlotId,
  url: { params, update, viewZone },
  pending,
  refusal,
  submitLabel = "Move my call to this time",
  onZoneChange,
}: {
  /** For the button that shows the panel to name it (aria-controls). */
  id?: string;
  calendar: BookingCalendar;
  currentSlotId: string;
  /** The page's URL state (useBookingParams): the chosen date, time and viewing zone. */
  url: BookingUrl;
  pending: boolean;
  /** Why the last attempt was refused (the time was taken meanwhile, say). */
  refusal?: string;
  /** The button's words (the owner moves "the call", not "my call"). */
  submitLabel?: string;
  /** Choosing a zone; by default the agency's zone is the one the URL leaves out (the manage page's is the booker's). */
  onZoneChange?: (zone: string) => void;
}) {
  const { agency, today, days, date, slots } = calendar;
  const chosenSlotId = params.get(bookingParams.slot);
  const zoneParam = params.get(bookingParams.zone);
  const changeZone =
    onZoneChange ?? ((zone: string) => update({ [bookingParams.zone]: zone === agency.zone ? null : zone }));
  const chosen = date ? slots.find((slot) => slot.id === chosenSlotId) : undefined;
  // A link's date that cannot be chosen says why; the picker stays open without it.
  const keepOpen = useCallback(
    (changes: Record<string, string | null>) => update({ ...changes, reschedule: "1" }),
    [update],
  );
  const dateRefused = useRefusedDate(calendar, { params, update: keepOpen });
  return (
    <section id={id} aria-labelledby="reschedule-heading" className="mt-6 space-y-4 text-left">
      <h2 id="reschedule-heading" className="text-lg font-semibold">
        Choose a new time
      </h2>
      <DayPicker
        days={days}
        today={today}
        selected={date}
        keep={{ [bookingParams.zone]: zoneParam, reschedule: "1" }}
        onSelect={() => {}}
      />
      {date ? (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground">{fullDate(date)}</p>
            <ZoneSelect
              agencyZone={agency.zone}
              date={date}
              value={viewZone}
              keep={{ [bookingParams.date]: date, [bookingParams.slot]: chosen?.id ?? null, reschedule: "1" }}
              onChange={changeZone}
            />
          </div>
          {/* A time chosen here and taken since (by another visitor) is named gone, not dropped unseen. */}
          {chosenSlotId && !chosen ? <SlotGoneNote takeFocus={Boolean(refusal)} /> : null}
          <TimeGrid
            date={date}
            slots={slots}
            agencyZone={agency.zone}
            viewZone={viewZone}
            selected={chosen?.id ?? null}
            keep={{ [bookingParams.date]: date, [bookingParams.zone]: zoneParam, reschedule: "1" }}
            onSelect={() => {}}
          />
        </div>
      ) : dateRefused ? (
        <p
          role="status"
          className="rounded-md bg-info/15 px-3 py-2 text-sm text-info"
          data-testid="date-refused"
        >
          {dateRefused} Choose another date to see its available times.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">Choose a date to see its available times.</p>
      )}
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="reschedule" />
        <input type="hidden" name="from_slot_id" value={currentSlotId} />
        <input type="hidden" name="to_slot_id" value={chosen?.id ?? ""} />
        <p className="text-sm text-muted-foreground">
          <ChosenSlot
            date={date}
            time={chosen?.time ?? null}
            agencyZone={agency.zone}
            viewZone={viewZone}
            label="New time"
          />
        </p>
        {refusal ? <FormAlert>{refusal}</FormAlert> : null}
        <Button type="submit" size="lg" disabled={!chosen || pending}>
          {pending ? "Moving..." : submitLabel}
        </Button>
      </Form>
    </section>
  );
}
