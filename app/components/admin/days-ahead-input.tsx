import { MAX_GENERATE_DAYS } from "@domain/availability-schema";
import { Input } from "~/components/ui/input";

/** A whole number of days to generate slots for (1 to MAX_GENERATE_DAYS), as both slot cards ask it. */
export function DaysAheadInput({
  id,
  value,
  onChange,
  error,
  describedBy,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  error: boolean;
  /** The ids describing the field, the error's included when there is one. */
  describedBy: string | undefined;
}) {
  return (
    <Input
      id={id}
      name="days"
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_GENERATE_DAYS}
      step={1}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      className="max-w-40"
    />
  );
}
