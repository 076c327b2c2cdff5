import type { DAVCalendar } from "tsdav";
import { CalendarReadFailure, READ_TIMEOUT_MS } from "./read-failure";

// The owner's CalDAV account through tsdav: discovery (principal, calendar home, calendars with their
// ctag and sync token), and a calendar's events in a time range.

export interface CalDavLogin {
  serverUrl: string;
  username: string;
  password: string;
}

export interface DiscoveredCalendar {
  url: string;
  displayName: string;
  /** Changes whenever anything in the calendar changes (the ctag, else the sync token). */
  changeTag: string | null;
  syncToken: string | null;
}

export type CalDavAccount = Awaited<ReturnType<typeof signIn>>;

export async function signIn(login: CalDavLogin) {
  // tsdav (a few MB of memory) loads with the first read, on a site with a CalDAV account.
  const { createDAVClient } = await import("tsdav");
  const client = await createDAVClient({
    serverUrl: login.serverUrl,
    credentials: { username: login.username, password: login.password },
    authMethod: "Basic",
    defaultAccountType: "caldav",
    fetchOptions: { signal: AbortSignal.timeout(READ_TIMEOUT_MS) },
  });
  return { client, calendars: await eventCalendarsOf(client) };
}

async function eventCalendarsOf(client: Awaited<ReturnType<typeof import("tsdav").createDAVClient>>) {
  const calendars = await client.fetchCalendars();
  const withEvents = calendars.filter(
    (calendar) => !calendar.components || calendar.components.includes("VEVENT"),
  );
  if (withEvents.length === 0)
    throw new CalendarReadFailure(
      "The account has no calendar with events: create one, or check the address.",
    );
  return withEvents.map((calendar): DiscoveredCalendar & { dav: DAVCalendar } => ({
    url: calendar.url,
    displayName:
      typeof calendar.displayName === "string" && calendar.displayName
        ? calendar.displayName
        : nameOf(calendar.url),
    changeTag: calendar.ctag ?? calendar.syncToken ?? null,
    syncToken: calendar.syncToken ?? null,
    dav: calendar,
  }));
}

function nameOf(url: string) {
  return decodeURIComponent(url.replace(/\/$/, "").split("/").pop() ?? url);
}

/** The iCalendar texts of the calendar's events that touch the range. */
export async function eventsIn(
  account: CalDavAccount,
  calendar: DAVCalendar,
  range: { from: Date; to: Date },
): Promise<string[]> {
  const objects = await account.client.fetchCalendarObjects({
    calendar,
    timeRange: { start: range.from.toISOString(), end: range.to.toISOString() },
  });
  return objects
    .map((object) => String(object.data ?? ""))
    .filter((text) => text.includes("BEGIN:VCALENDAR"));
}
