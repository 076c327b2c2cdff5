import { CANCEL_REASON_MAX } from "@domain/cancel-reason";
import { useId } from "react";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";

/** The owner's reason for cancelling a call, inside the confirming dialog: told to the customer. */
export function OwnerCancelReason({ value, onChange }: { value: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Reason (optional, included in the customer's e-mail)</Label>
      <Textarea
        id={id}
        value={value}
        maxLength={CANCEL_REASON_MAX}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
