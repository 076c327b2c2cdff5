import type * as React from "react";
import { useState } from "react";
import { Label } from "~/components/ui/label";
import { CharacterCount } from "./character-count";

type TextEvent = React.FormEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * A label, its control and the control's error underneath, wired for assistive technology. With `max`
 * (its schema's limit), a count beside the label as the text nears it; `value` for a controlled field,
 * `defaultValue` for one the server gives back as it was sent.
 * The control's `name` is its `id` unless given: ids are the page's, names the form's.
 */
export function FormField({
  id,
  name = id,
  label,
  hint,
  error,
  max,
  value,
  defaultValue,
  children,
}: {
  id: string;
  name?: string;
  label: string;
  hint?: string;
  error?: string;
  max?: number;
  value?: string;
  defaultValue?: string;
  children(control: {
    id: string;
    name: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
    onInput?: (event: TextEvent) => void;
    defaultValue?: string;
  }): React.ReactNode;
}) {
  const [typed, setTyped] = useState(defaultValue ?? "");
  const errorId = `${id}-error`;
  const labelled = (
    <Label htmlFor={id}>
      {label}
      {hint ? <span className="ml-1 font-normal text-muted-foreground">{hint}</span> : null}
    </Label>
  );
  return (
    <div className="space-y-2">
      {max ? (
        <div className="flex items-baseline justify-between gap-2">
          {labelled}
          <CharacterCount value={value ?? typed} max={max} />
        </div>
      ) : (
        labelled
      )}
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
        onInput: max ? (event: TextEvent) => setTyped(event.currentTarget.value) : undefined,
        defaultValue,
      })}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
