import type { FieldErrors } from "@domain/action-result";
import type { BookingField } from "@domain/booking-schema";
import type { MeetingKind } from "@domain/meeting-place";
import type { TypedBooking } from "@domain/typed-booking";
import { ChosenSlot } from "./chosen-slot";
import { DetailsForm } from "./details-form";
import { StepCard } from "./step-card";

/** Step 3 of /book-call: the chosen time, and who the call is with. */
export function DetailsStep({
  date,
  chosen,
  agencyZone,
  viewZone,
  pending,
  fieldErrors,
  focusRequest,
  callBy,
  refusal,
  typed,
}: {
  date: string | null;
  chosen: { id: string; time: string } | undefined;
  agencyZone: string;
  viewZone: string;
  pending: boolean;
  fieldErrors?: FieldErrors<BookingField>;
  focusRequest: number;
  /** How calls happen: by phone, the phone is required. */
  callBy: MeetingKind;
  /** Why the server refused the booking as a whole, while the same time is chosen. */
  refusal?: string;
  /** The fields as they were sent, when the server refused them. */
  typed?: TypedBooking;
}) {
  return (
    <StepCard
      step={3}
      title="Your Information"
      description={
        <ChosenSlot date={date} time={chosen?.time ?? null} agencyZone={agencyZone} viewZone={viewZone} />
      }
    >
      <DetailsForm
        slotId={chosen?.id ?? null}
        pending={pending}
        fieldErrors={fieldErrors}
        focusRequest={focusRequest}
        callBy={callBy}
        refusal={refusal}
        typed={typed}
      />
    </StepCard>
  );
}
