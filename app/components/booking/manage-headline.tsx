import type { ReactNode } from "react";

/**
 * The manage page's heading says what is true now: just booked (the specification's confirmation
 * words), moved, or simply confirmed when the booker comes back days later.
 */
export function standingHeadline(booking: {
  customerEmail: string;
  movedFrom: unknown;
  justChanged: boolean;
}): { heading: string; lead: ReactNode } {
  const email = <span className="font-medium text-foreground">{booking.customerEmail}</span>;
  if (booking.movedFrom)
    return {
      heading: "Your call has moved",
      lead: booking.justChanged ? (
        <>We've sent the updated invitation to {email}</>
      ) : (
        <>Its updated invitation was sent to {email}</>
      ),
    };
  if (booking.justChanged)
    return { heading: "Booking Confirmed!", lead: <>We've sent a confirmation email to {email}</> };
  return { heading: "Your call is confirmed", lead: <>Its confirmation was sent to {email}</> };
}
