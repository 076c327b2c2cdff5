import { servicesContext } from "@domain/router-context";
import { bookingFeedCalendar, isFeedToken } from "../../server/calendar-writes/booking-feed";
import type { Route } from "./+types/calendar-feed";

/** The owner's private subscription address: the standing bookings as a calendar, or 404 once revoked. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { database, config, booking } = context.get(servicesContext);
  const token = params.file.endsWith(".ics") ? params.file.slice(0, -".ics".length) : "";
  if (!(await isFeedToken(database.db, token)))
    return new Response(
      "No calendar at this address: it was replaced or revoked. Copy the current one from the admin area's Calendars page.\n",
      { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } },
    );
  const settings = {
    agencyName: config.agencyName,
    agencyZone: config.agencyTimeZone,
    linkBase: await booking.linkBase(),
  };
  return new Response(await bookingFeedCalendar(database.db, settings, new Date()), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="bookings.ics"',
      // Customers' names and answers: kept by no shared cache, and never indexed.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
