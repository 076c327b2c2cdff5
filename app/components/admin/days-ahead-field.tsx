import { MAX_GENERATE_DAYS } from "@domain/availability-schema";
import type { z } from "@domain/zod";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useSchemaCheck } from "./schema-check";

/**
 * The browser's check of a days form before it is sent, with the server's schema on what `values()`
 * gives: the schema's first complaint stops the form and is shown.
 */
export function useDaysCheck(schema: z.ZodType, values: () => unknown) {
  const { refused, checkBeforeSubmit } = useSchemaCheck(schema, values);
  return { clientError: refused?.issues[0]?.message, checkBeforeSubmit };
}

/**
 * A whole number of days to generate slots for (1 to MAX_GENERATE_DAYS), as both slot cards ask it:
 * its label, the field, a hint when given and the error underneath, wired for assistive technology.
 */
export function DaysAheadField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  hint?: React.ReactNode;
  error: string | undefined;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <>
      <Label htmlFor={id}>{label}</Label>
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
        aria-describedby={describedBy || undefined}
        className="max-w-40"
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}
