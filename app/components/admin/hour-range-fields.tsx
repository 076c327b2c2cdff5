import type { HoursRange } from "@domain/hours-in-force";
import { Label } from "~/components/ui/label";

const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, "0")}:00:00`);

/**
 * One range of a weekday's hours: 'From:' and 'To:' selectors, each with its error when the range is
 * wrong. The first range of a day is the specification's row; the others say which range they are to
 * assistive technology.
 */
export function HourRangeFields({
  id,
  index,
  range,
  errors,
  onChange,
}: {
  id: string;
  index: number;
  range: HoursRange;
  errors: { start?: string; end?: string };
  onChange: (range: HoursRange) => void;
}) {
  const which = index === 0 ? undefined : ` (hours ${index + 1})`;
  return (
    <>
      <HourSelect
        label="From:"
        which={which}
        id={`start-${id}`}
        value={range.startTime}
        error={errors.start}
        onChange={(startTime) => onChange({ ...range, startTime })}
      />
      <HourSelect
        label="To:"
        which={which}
        id={`end-${id}`}
        value={range.endTime}
        error={errors.end}
        onChange={(endTime) => onChange({ ...range, endTime })}
      />
    </>
  );
}

function HourSelect({
  label,
  which,
  id,
  value,
  error,
  onChange,
}: {
  label: string;
  which: string | undefined;
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <span className="flex items-center gap-2">
      <Label htmlFor={id}>
        {label}
        {which ? <span className="sr-only">{which}</span> : null}
      </Label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-destructive"
      >
        {value === "" ? (
          <option value="" disabled>
            --:--
          </option>
        ) : null}
        {hours.map((hour) => (
          <option key={hour} value={hour}>
            {hour.slice(0, 5)}
          </option>
        ))}
      </select>
    </span>
  );
}

/** A range's error, under it; the selector it concerns points here (aria-describedby). */
export function HourRangeError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={`${id}-error`} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}
