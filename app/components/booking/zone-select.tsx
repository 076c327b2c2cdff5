import { bookingParams } from "@domain/booking-params";
import { zoneOptions } from "@domain/viewing-zones";
import { Form } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { NativeSelect } from "~/components/ui/native-select";
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
      <NativeSelect
        id="view-zone"
        size="sm"
        name={bookingParams.zone}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {zoneOptions(agencyZone, date, value).map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <noscript>
        <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Show
        </button>
      </noscript>
    </Form>
  );
}
