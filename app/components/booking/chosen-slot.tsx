import { agencyAbbreviationAt, fullDate, slotTimeIn } from "@domain/slot-display";
import { cityOf } from "@domain/viewing-zones";

/**
 * The chosen time, always with its date, or a prompt to choose one. `label` names it: the call being
 * booked, or the new time of a call being moved (whose current time the page shows above).
 */
export function ChosenSlot({
  date,
  time,
  agencyZone,
  viewZone,
  label = "Your call",
}: {
  date: string | null;
  time: string | null;
  agencyZone: string;
  viewZone: string;
  label?: "Your call" | "New time";
}) {
  if (!date || !time) {
    return <span data-testid="chosen-slot">No time selected yet. Choose a time above.</span>;
  }
  const agencyTime = `${time.slice(0, 5)} ${agencyAbbreviationAt(date, time, agencyZone)}`;
  const shown = slotTimeIn(date, time, agencyZone, viewZone);
  return (
    <span data-testid="chosen-slot">
      {label}: <span className="font-medium text-foreground">{fullDate(date)}</span> at{" "}
      <span className="font-medium text-foreground">{agencyTime}</span>
      {viewZone !== agencyZone ? ` (${fullDate(shown.date)}, ${shown.time} in ${cityOf(viewZone)})` : null}
    </span>
  );
}
