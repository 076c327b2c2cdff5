import type { BookingFeedView, CalendarWritingView } from "@domain/calendar-writing-views";
import { BookingFeedCard } from "./booking-feed-card";
import { CalendarWritingCard } from "./calendar-writing-card";

/**
 * The Calendars page's cards about bookings — the calendar they are written into, the subscription
 * address — in one module the page loads after its own (the server still renders it), so the page
 * stays within the admin budget (docs/decisions/026-admin-code-on-demand.md).
 */
export default function CalendarsBookingsCards({
  writing,
  feed,
  agencyZone,
}: {
  writing: CalendarWritingView;
  feed: BookingFeedView;
  agencyZone: string;
}) {
  return (
    <>
      <CalendarWritingCard view={writing} agencyZone={agencyZone} />
      <BookingFeedCard view={feed} agencyZone={agencyZone} />
    </>
  );
}
