import { CANCEL_REASON_MAX } from "@domain/cancel-reason";
import type { ManageAnswer } from "@domain/manage-booking-schema";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";

/**
 * Cancel, with a confirming step and an optional reason; nothing happens until "Yes, cancel my call".
 * The dialog stays open while the cancel is sent, so a refused reason is shown beside it, as typed; a
 * refusal of anything else closes it, for the page to show.
 */
export function CancelBookingDialog({
  when,
  pending,
  refusal,
}: {
  /** 'Friday, March 8, 2030 at 10:00 CST' */
  when: string;
  pending: boolean;
  refusal?: Extract<ManageAnswer, { ok: false }>;
}) {
  const reasonError = refusal?.fieldErrors?.reason;
  const [open, setOpen] = useState(Boolean(reasonError));
  useEffect(() => {
    if (refusal && !reasonError) setOpen(false);
  }, [refusal, reasonError]);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="lg" disabled={pending}>
          Cancel booking
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <Form method="post" className="flex flex-col gap-4">
          <AlertDialogTitle>Cancel your call?</AlertDialogTitle>
          <AlertDialogDescription>
            Your call on {when} will be cancelled and the time offered to others. We will confirm by e-mail.
          </AlertDialogDescription>
          <input type="hidden" name="intent" value="cancel" />
          <div className="text-left">
            <FormField
              id="cancel-reason"
              label="Reason (optional)"
              error={reasonError}
              max={CANCEL_REASON_MAX}
            >
              {(control) => <Textarea {...control} name="reason" rows={3} />}
            </FormField>
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Keep my call</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? "Cancelling..." : "Yes, cancel my call"}
            </Button>
          </AlertDialogFooter>
        </Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
