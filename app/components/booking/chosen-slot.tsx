import { agencyAbbreviationAt, fullDate, slotTimeIn } from "@domain/slot-display";
import { cityOf } from "@domain/viewing-zones";

/** The chosen time, always with its date, or a prompt to choose one. */
export function ChosenSlot({
  date,
  time,
  agencyZone,
  viewZone,
}: {
  date: string | null;
  time: string | null;
  agencyZone: string;
  viewZone: string;
}) {
  if (!date || !time) {
    return <span data-testid="chosen-slot">No time selected yet. Choose a time above.</span>;
  }
  const agencyTime = `${time.slice(0, 5)} ${agencyAbbreviationAt(date, time, agencyZone)}`;
  const shown = slotTimeIn(date, time, agencyZone, viewZone);
  return (
    <span data-testid="chosen-slot">
      Your call: <span className="font-medium text-foreground">{fullDate(date)}</span> at{" "}
      <span className="font-medium text-foreground">{agencyTime}</span>
      {viewZone !== agencyZone ? ` (${fullDate(shown.date)}, ${shown.time} in ${cityOf(viewZone)})` : null}
    </span>
  );
}
