import { createDAVClient } from "tsdav";
import { afterAll, beforeAll } from "vitest";
import type { BookingCalendarTarget } from "../../server/calendars/booking-calendar-target";
import { eventsOf, type ParsedEvent } from "./calendar-events";
import { RadicaleServer } from "./radicale-server";

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

/** One Radicale for the test file (started before its tests, removed after), and new calendars on it. */
export function radicaleForTheseTests() {
  let server: RadicaleServer | undefined;
  let calendars = 0;
  beforeAll(async () => {
    server = await RadicaleServer.start();
  });
  afterAll(async () => {
    await server?.remove();
  });
  const running = () => {
    if (!server) throw new Error("Radicale runs only while the file's tests do");
    return server;
  };
  return {
    get server() {
      return running();
    },
    /** A new, empty calendar of the owner's, named after `what` (each name once per file). */
    newCalendar(what: string) {
      calendars += 1;
      return newOwnerCalendar(running(), `${what}-${calendars}`);
    },
  };
}
