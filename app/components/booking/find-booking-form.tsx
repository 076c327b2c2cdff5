import { fieldErrorsIn, formErrorIn } from "@domain/action-result";
import { bookingFieldMax } from "@domain/booking-form";
import { type FindBookingAnswer, findBookingPath } from "@domain/find-booking";
import { useId } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";

/**
 * "Find my booking": a booker who lost the e-mail asks for their bookings' links again. It posts to
 * /find-booking from wherever it is shown (the booking page, a link that opens nothing, its own page)
 * and says the same whatever the address; without the page's script it posts as a page, whose answer
 * arrives as `answer`.
 */
export function FindBookingForm({
  answer: pageAnswer,
  className,
  heading: Heading = "h2",
}: {
  answer?: FindBookingAnswer;
  className?: string;
  /** On its own page, the page's heading. */
  heading?: "h1" | "h2";
}) {
  // The page around it stays as it is: nothing it shows changed.
  const fetcher = useFetcher<FindBookingAnswer>();
  const answer = fetcher.data ?? pageAnswer;
  const pending = fetcher.state !== "idle";
  const headingId = useId();
  const fieldError = fieldErrorsIn(answer)?.email;
  const formError = formErrorIn(answer);
  return (
    <Card className={cn("p-4 sm:p-6", className)} data-testid="find-booking">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="space-y-1">
          <Heading id={headingId} className="text-lg font-semibold leading-7">
            Find my booking
          </Heading>
          <p className="text-sm text-muted-foreground">
            Booked already, and lost the e-mail? Enter the address you booked with and we will e-mail you the
            links to your upcoming calls.
          </p>
        </div>
        <fetcher.Form
          method="post"
          action={findBookingPath}
          noValidate
          defaultShouldRevalidate={false}
          className="space-y-3"
        >
          <FormField
            id="find-booking-email"
            label="The e-mail address you booked with"
            error={fieldError}
            max={bookingFieldMax.customer_email}
          >
            {(control) => (
              <Input
                {...control}
                name="email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
              />
            )}
          </FormField>
          {answer?.ok ? (
            <FormAlert tone="note" data-testid="find-booking-sent">
              {answer.message}
            </FormAlert>
          ) : formError ? (
            <FormAlert>{formError}</FormAlert>
          ) : null}
          <Button type="submit" variant="secondary" disabled={pending}>
            {pending ? "Sending..." : "E-mail me my links"}
          </Button>
        </fetcher.Form>
      </section>
    </Card>
  );
}
