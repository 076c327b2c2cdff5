import { createDAVClient } from "tsdav";
import type { BookingCalendarTarget } from "../../server/calendars/booking-calendar-target";
import { eventsOf, type ParsedEvent } from "./calendar-events";
import type { RadicaleServer } from "./radicale-server";

// A calendar of the owner's on the test CalDAV server, and what it holds, read back through tsdav.

function davClient(radicale: RadicaleServer) {
  return createDAVClient({
    serverUrl: radicale.url,
    credentials: radicale.account,
    authMethod: "Basic",
    defaultAccountType: "caldav",
  });
}

export async function newOwnerCalendar(
  radicale: RadicaleServer,
  name: string,
): Promise<BookingCalendarTarget> {
  const dav = await davClient(radicale);
  const calendarUrl = `${radicale.homeUrl}${name}/`;
  await dav.makeCalendar({ url: calendarUrl, props: { displayname: name } });
  return { calendarUrl, serverUrl: radicale.url, ...radicale.account };
}

/** Every object of the calendar, with its address and its events. */
export async function objectsIn(
  radicale: RadicaleServer,
  calendarUrl: string,
): Promise<{ url: string; events: ParsedEvent[] }[]> {
  const dav = await davClient(radicale);
  const objects = await dav.fetchCalendarObjects({ calendar: { url: calendarUrl } });
  return objects.map((object) => ({
    url: new URL(object.url, radicale.url).href,
    events: eventsOf(object.data),
  }));
}
