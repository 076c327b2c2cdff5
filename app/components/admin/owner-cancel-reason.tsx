import { CANCEL_REASON_MAX, CANCEL_REASON_TOO_LONG } from "@domain/cancel-reason";
import { useId, useState } from "react";
import { countedLength } from "~/components/ui/character-count";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";

/**
 * The owner's reason for cancelling a call, asked inside the confirming dialog and told to the
 * customer: `field` for the dialog, `value` to send once `sendable()`. A reason too long is not sent:
 * the dialog stays open, the reason as typed, the schema's message beside it.
 */
export function useOwnerCancelReason() {
  const id = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const field = (
    <FormField
      id={id}
      label="Reason (optional, included in the customer's e-mail)"
      error={error}
      max={CANCEL_REASON_MAX}
      value={value}
    >
      {(control) => (
        <Textarea {...control} rows={3} value={value} onChange={(event) => setValue(event.target.value)} />
      )}
    </FormField>
  );
  function sendable() {
    const tooLong = countedLength(value) > CANCEL_REASON_MAX;
    setError(tooLong ? CANCEL_REASON_TOO_LONG : undefined);
    return !tooLong;
  }
  return { value, field, sendable };
}
