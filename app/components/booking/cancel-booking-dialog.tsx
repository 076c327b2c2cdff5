import { CANCEL_REASON_MAX } from "@domain/cancel-reason";
import { useId, useState } from "react";
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
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";

/** Cancel, with a confirming step and an optional reason; nothing happens until "Yes, cancel my call". */
export function CancelBookingDialog({
  when,
  pending,
  reasonError,
}: {
  /** 'Friday, March 8, 2030 at 10:00 CST' */
  when: string;
  pending: boolean;
  reasonError?: string;
}) {
  const [open, setOpen] = useState(Boolean(reasonError));
  const reasonId = useId();
  const errorId = useId();
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="lg" disabled={pending}>
          Cancel booking
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <Form method="post" className="flex flex-col gap-4" onSubmit={() => setOpen(false)}>
          <AlertDialogTitle>Cancel your call?</AlertDialogTitle>
          <AlertDialogDescription>
            Your call on {when} will be cancelled and the time offered to others. We will confirm by e-mail.
          </AlertDialogDescription>
          <input type="hidden" name="intent" value="cancel" />
          <div className="flex flex-col gap-2 text-left">
            <Label htmlFor={reasonId}>Reason (optional)</Label>
            <Textarea
              id={reasonId}
              name="reason"
              rows={3}
              maxLength={CANCEL_REASON_MAX}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? errorId : undefined}
            />
            {reasonError ? (
              <p id={errorId} className="text-sm text-destructive">
                {reasonError}
              </p>
            ) : null}
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
