import type { Canceller } from "@domain/booking-status";
import CalendarCheck from "lucide-react/icons/calendar-check";
import CalendarX from "lucide-react/icons/calendar-x";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { BackHomeLink } from "./back-home-link";

/**
 * A booking whose call was cancelled or is over: what became of it and when it was, nothing its booker
 * typed (docs/decisions/032-the-bookers-time.md), and the way to book again.
 */
export function EndedCall({
  state,
  when,
  cancelledBy,
  agencyReason,
  agencyName,
  sentTo,
  refusal,
}: {
  state: "cancelled" | "over";
  /** The call's time in words, in the agency's zone and the viewer's (domain/call-time.ts). */
  when: string;
  cancelledBy: Canceller | null;
  /** Why the agency cancelled, in its own words. */
  agencyReason?: string | null;
  agencyName: string;
  /** Just cancelled on this page: where the confirmation went. */
  sentTo?: string;
  /** A change just refused because of this (cancelled in another tab, say): it stays readable. */
  refusal?: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const cancelled = state === "cancelled";
  const Icon = cancelled ? CalendarX : CalendarCheck;
  const by = cancelledBy === "owner" ? ` by ${agencyName}` : cancelledBy === "customer" ? " by you" : "";
  return (
    <Card className="mx-auto max-w-lg p-6 text-center sm:p-10" data-testid={`booking-${state}`}>
      <Icon aria-hidden="true" className="mx-auto size-14 text-muted-foreground" />
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold outline-none sm:text-3xl">
        {cancelled ? "Your call is cancelled" : "Your call is over"}
      </h1>
      <p className="mt-2 text-muted-foreground" data-testid="ended-call-when">
        {cancelled
          ? `Your call on ${when} was cancelled${by}.`
          : `Your call on ${when} has taken place. Thank you for your time.`}
        {sentTo ? ` We have sent a confirmation to ${sentTo}.` : ""}
      </p>
      {refusal ? <FormAlert className="mt-4">{refusal}</FormAlert> : null}
      {agencyReason ? (
        <p className="mt-3 text-sm" data-testid="ended-call-reason">
          <span className="font-medium">Reason:</span> {agencyReason}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          <Link to="/book-call">Book another time</Link>
        </Button>
        <BackHomeLink size="lg" variant="outline" />
      </div>
    </Card>
  );
}
