import { bookingParams } from "@domain/booking-params";
import { zoneOptions } from "@domain/viewing-zones";
import ChevronDown from "lucide-react/icons/chevron-down";
import { Form } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { HiddenParams } from "./hidden-params";

/**
 * 'View in:' — the zone the times are shown in; labels carry the offsets of the date shown. A GET form
 * like the days and times: the page changes zone as soon as one is picked, and without JavaScript the
 * visitor picks one and presses Show.
 */
export function ZoneSelect({
  agencyZone,
  date,
  value,
  keep,
  onChange,
}: {
  agencyZone: string;
  date: string;
  value: string;
  keep: Record<string, string | null>;
  onChange(zone: string): void;
}) {
  return (
    <Form method="get" preventScrollReset className="flex items-center gap-2">
      <HiddenParams values={keep} />
      <label htmlFor="view-zone" className="text-sm font-medium whitespace-nowrap text-muted-foreground">
        View in:
      </label>
      <div className="relative">
        <select
          id="view-zone"
          name={bookingParams.zone}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-9 appearance-none rounded-md border border-input bg-background/60 py-1 pr-8 pl-3 text-sm text-foreground outline-none transition-[border-color,box-shadow] focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {zoneOptions(agencyZone, date, value).map((option) => (
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
      <noscript>
        <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Show
        </button>
      </noscript>
    </Form>
  );
}
