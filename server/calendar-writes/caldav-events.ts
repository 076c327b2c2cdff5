import type { BookingCalendarTarget } from "../calendars/booking-calendar-target";
import { connectionFailure } from "../network-failure";

// Puts and removes one event in the owner's CalDAV calendar, at a stable address per booking
// (`<calendar>/<booking id>.ics`): a PUT without If-Match replaces whatever is there, so a retry or a
// second write of the same booking leaves exactly one event. Refusals become a sentence the owner can act on.
// tsdav (a few MB of memory) loads with the first write, on a site that writes to a calendar.

const REQUEST_TIMEOUT_MS = 30_000;

export class CalendarWriteRefused extends Error {}

/** Where the booking's event lives in the target calendar. */
export function eventUrlIn(target: Pick<BookingCalendarTarget, "calendarUrl">, bookingId: string) {
  const calendar = target.calendarUrl.endsWith("/") ? target.calendarUrl : `${target.calendarUrl}/`;
  return new URL(`${encodeURIComponent(bookingId)}.ics`, calendar).href;
}

function options(tsdav: typeof import("tsdav"), target: BookingCalendarTarget) {
  return {
    headers: tsdav.getBasicAuthHeaders({ username: target.username, password: target.password }),
    fetchOptions: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
  };
}

function refusal(response: Response, url: string): CalendarWriteRefused {
  const host = new URL(url).host;
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
  if (response.status === 401 || response.status === 403)
    return new CalendarWriteRefused(
      `${host} refused the user name or app password (${status}): connect the calendar again with a valid app password`,
    );
  if (response.status === 404 || response.status === 409)
    return new CalendarWriteRefused(
      `${host} has no calendar at ${url.replace(/[^/]*$/, "")} (${status}): choose another calendar for bookings`,
    );
  return new CalendarWriteRefused(`${host} answered ${status} when the booking was written`);
}

async function send(url: string, request: () => Promise<Response>): Promise<Response> {
  try {
    return await request();
  } catch (error) {
    throw new CalendarWriteRefused(connectionFailure(error, new URL(url).host, REQUEST_TIMEOUT_MS));
  }
}

export async function putEvent(target: BookingCalendarTarget, url: string, calendar: string) {
  const tsdav = await import("tsdav");
  const { headers, fetchOptions } = options(tsdav, target);
  const response = await send(url, () =>
    tsdav.updateObject({
      url,
      data: calendar,
      fetchOptions,
      headers: { ...headers, "Content-Type": "text/calendar; charset=utf-8" },
    }),
  );
  if (!response.ok) throw refusal(response, url);
}

/** Removes the event; one already gone counts as removed. */
export async function deleteEvent(target: BookingCalendarTarget, url: string) {
  const tsdav = await import("tsdav");
  const response = await send(url, () => tsdav.deleteObject({ url, ...options(tsdav, target) }));
  if (!response.ok && response.status !== 404 && response.status !== 410) throw refusal(response, url);
}
