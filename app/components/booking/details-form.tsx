import type { FieldErrors } from "@domain/action-result";
import { bookingFieldMax, HONEYPOT_FIELD, NO_SLOT_MESSAGE } from "@domain/booking-form";
import type { BookingField } from "@domain/booking-schema";
import { COUNTED_STEPS_FIELD } from "@domain/funnel";
import type { MeetingKind } from "@domain/meeting-place";
import { callManner } from "@domain/meeting-place-words";
import { type TypedBooking, typedBookingFields } from "@domain/typed-booking";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { keepDraft, restoreDraft } from "~/lib/form-draft";
import { countedSteps } from "~/lib/funnel-beacon";
import { QualifyingQuestions } from "./qualifying-questions";
import { VisitSourceFields } from "./visit-source-fields";

/** Where this tab keeps what the visitor typed until the booking is made (app/lib/form-draft.ts). */
export const BOOKING_DRAFT = "booking-draft";

/**
 * Step 3: who the call is with. Checked on submit by the server, errors shown under each field. What
 * was typed survives a reload (kept in the tab) and, without JavaScript, a refusal (`typed`, which the
 * server gives back).
 */
export function DetailsForm({
  slotId,
  pending,
  fieldErrors,
  focusRequest = 0,
  callBy,
  refusal,
  typed,
}: {
  slotId: string | null;
  pending: boolean;
  fieldErrors?: FieldErrors<BookingField>;
  /** Why the server refused the booking as a whole (a limit, say): shown above the button. */
  refusal?: string;
  /** Raised when a time is chosen: the visitor goes on typing in the first field. */
  focusRequest?: number;
  /** How calls happen (the owner's choice): the form says so, and a phone call needs the number. */
  callBy: MeetingKind;
  /** The fields as they were sent, when the server refused them. */
  typed?: TypedBooking;
}) {
  const byPhone = callBy === "phone";
  const formRef = useRef<HTMLFormElement>(null);
  const countedRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (formRef.current) restoreDraft(BOOKING_DRAFT, formRef.current, typedBookingFields);
  }, []);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>(`#${typedBookingFields[0]}`)?.focus();
  }, [focusRequest]);

  useEffect(() => {
    const first = typedBookingFields.find((field) => fieldErrors?.[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${first}`)?.focus();
  }, [fieldErrors]);

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      preventScrollReset
      className="space-y-5"
      onChange={(event) => keepDraft(BOOKING_DRAFT, event.currentTarget, typedBookingFields)}
      onSubmit={(event) => {
        if (!slotId) {
          event.preventDefault();
          toast.error(NO_SLOT_MESSAGE);
        }
        // As they are when sent: the booking counts the funnel steps this visit's browser did not.
        if (countedRef.current) countedRef.current.value = countedSteps().join(",");
      }}
    >
      <input type="hidden" name="time_slot_id" value={slotId ?? ""} />
      <input ref={countedRef} type="hidden" name={COUNTED_STEPS_FIELD} defaultValue="" />
      <VisitSourceFields />
      {/* Humans never see or reach this field; bots that fill every input do. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <p className="text-sm text-muted-foreground" data-testid="call-manner">
        {callManner(callBy)}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="customer_name"
          label="Name"
          error={fieldErrors?.customer_name}
          max={bookingFieldMax.customer_name}
          defaultValue={typed?.customer_name}
        >
          {(control) => <Input {...control} autoComplete="name" placeholder="Your full name" />}
        </FormField>
        <FormField
          id="customer_email"
          label="Email"
          error={fieldErrors?.customer_email}
          max={bookingFieldMax.customer_email}
          defaultValue={typed?.customer_email}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@company.com"
            />
          )}
        </FormField>
      </div>
      <FormField
        id="customer_phone"
        label="Phone"
        hint={byPhone ? "(required: we call you at this number)" : "(optional)"}
        error={fieldErrors?.customer_phone}
        max={bookingFieldMax.customer_phone}
        defaultValue={typed?.customer_phone}
      >
        {(control) => (
          <Input
            {...control}
            aria-required={byPhone || undefined}
            type="tel"
            autoComplete="tel"
            placeholder="+1 555 010 0000"
          />
        )}
      </FormField>
      <QualifyingQuestions fieldErrors={fieldErrors} typed={typed} />
      <FormField
        id="notes"
        label="Notes"
        hint="(optional)"
        error={fieldErrors?.notes}
        max={bookingFieldMax.notes}
        defaultValue={typed?.notes}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            placeholder="What would you like to automate? Anything we should know?"
          />
        )}
      </FormField>
      {refusal && !pending ? <FormAlert data-testid="booking-refusal">{refusal}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
        {pending ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin" />
            Booking...
          </>
        ) : (
          "Confirm Booking"
        )}
      </Button>
    </Form>
  );
}
