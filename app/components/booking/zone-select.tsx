import ChevronDown from "lucide-react/icons/chevron-down";
import { zoneOptions } from "~/lib/viewing-zones";

/** 'View in:' — the zone the times are shown in; labels carry the offsets of the date shown. */
export function ZoneSelect({
  agencyZone,
  date,
  value,
  onChange,
}: {
  agencyZone: string;
  date: string;
  value: string;
  onChange(zone: string): void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="view-zone" className="text-sm font-medium whitespace-nowrap text-muted-foreground">
        View in:
      </label>
      <div className="relative">
        <select
          id="view-zone"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-9 appearance-none rounded-md border border-input bg-background/60 py-1 pr-8 pl-3 text-sm text-foreground outline-none transition-[border-color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          {zoneOptions(agencyZone, date).map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}
