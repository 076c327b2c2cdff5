import { bookingParams } from "@domain/booking-params";
import { agencyAbbreviationAt, slotTimeIn } from "@domain/slot-display";
import { cityOf } from "@domain/viewing-zones";
import { Form } from "react-router";
import { cn } from "~/lib/cn";
import { HiddenParams } from "./hidden-params";

export interface Slot {
  id: string;
  time: string;
}

function shiftText(dayShift: number) {
  return dayShift > 0 ? "next day" : "previous day";
}

/** Step 2's grid: one button per bookable slot, in the viewing zone; a GET form like the days. */
export function TimeGrid({
  date,
  slots,
  agencyZone,
  viewZone,
  selected,
  keep,
  onSelect,
}: {
  date: string;
  slots: Slot[];
  agencyZone: string;
  viewZone: string;
  selected: string | null;
  keep: Record<string, string | null>;
  onSelect(): void;
}) {
  if (slots.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
        No available slots for this date
      </p>
    );
  }
  const converted = viewZone !== agencyZone;
  // "+1" and "-1" on a time are explained in words below the grid.
  const shifts = new Set(
    slots.map((slot) => slotTimeIn(date, slot.time, agencyZone, viewZone).dayShift).filter(Boolean),
  );
  return (
    <Form method="get" preventScrollReset>
      <HiddenParams values={keep} />
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Available times">
        {slots.map((slot) => {
          const shown = slotTimeIn(date, slot.time, agencyZone, viewZone);
          const agencyTime = `${slot.time.slice(0, 5)} ${agencyAbbreviationAt(date, slot.time, agencyZone)}`;
          const isSelected = slot.id === selected;
          return (
            <li key={slot.id}>
              <button
                type="submit"
                name={bookingParams.slot}
                value={slot.id}
                data-slot-id={slot.id}
                data-agency-time={slot.time.slice(0, 5)}
                aria-pressed={isSelected}
                aria-label={`${shown.time}${shown.dayShift ? ` (${shiftText(shown.dayShift)})` : ""}${converted ? `, ${agencyTime}` : ""}`}
                onClick={onSelect}
                className={cn(
                  "flex h-full w-full flex-col items-center justify-center rounded-lg border border-border bg-background/40 px-2 py-2.5 outline-none transition-[color,background-color,border-color,box-shadow]",
                  "hover:border-primary/60 hover:bg-secondary focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring",
                  isSelected && "border-primary bg-primary text-primary-foreground hover:bg-primary/90",
                )}
              >
                <span className="text-base font-semibold tabular-nums">
                  {shown.time}
                  {shown.dayShift ? (
                    <sup className="ml-0.5 text-[0.65rem] font-medium">
                      {shown.dayShift > 0 ? "+1" : "-1"}
                    </sup>
                  ) : null}
                </span>
                {converted ? (
                  <span
                    className={cn(
                      "text-xs tabular-nums",
                      isSelected ? "text-primary-foreground/80" : "text-muted-foreground",
                    )}
                  >
                    {agencyTime}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {shifts.size > 0 ? (
        <p className="mt-3 text-xs text-muted-foreground" data-testid="day-shift-note">
          {[...shifts]
            .sort()
            .reverse()
            .map((shift) =>
              shift > 0
                ? `+1: the next day in ${cityOf(viewZone)} time.`
                : `-1: the day before in ${cityOf(viewZone)} time.`,
            )
            .join(" ")}
        </p>
      ) : null}
    </Form>
  );
}
