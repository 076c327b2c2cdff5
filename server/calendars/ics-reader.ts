import { CalendarReadFailure, READ_TIMEOUT_MS } from "./read-failure";

// A private ICS address (Google's "secret address in iCal format", Outlook's published calendar): one
// GET, conditional on the ETag of the last read, so an unchanged calendar answers 304 with no body.

export type IcsRead = { changed: false } | { changed: true; text: string; etag: string | null };

/** `webcal://` is how calendar apps spell https for subscriptions. */
export function icsFetchUrl(address: string): string {
  return address.replace(/^webcal:\/\//i, "https://");
}

export function hostOf(address: string): string {
  return new URL(icsFetchUrl(address)).host;
}

export async function readIcs(address: string, etag: string | null): Promise<IcsRead> {
  const host = hostOf(address);
  const answer = await fetch(icsFetchUrl(address), {
    headers: { accept: "text/calendar", ...(etag ? { "if-none-match": etag } : {}) },
    redirect: "follow",
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  });
  if (answer.status === 304) return { changed: false };
  if (answer.status === 401 || answer.status === 403)
    throw new CalendarReadFailure(
      `${host} refused to share the calendar (${answer.status}): copy its current private address.`,
    );
  if (answer.status === 404 || answer.status === 410)
    throw new CalendarReadFailure(
      `${host} has no calendar at this address any more (${answer.status}): it may have been reset; copy its current private address.`,
    );
  if (!answer.ok) throw new CalendarReadFailure(`${host} answered ${answer.status} instead of the calendar.`);
  const text = await answer.text();
  if (!text.trimStart().startsWith("BEGIN:VCALENDAR"))
    throw new CalendarReadFailure(
      `${host} answered with something that is not a calendar (no BEGIN:VCALENDAR): check the address.`,
    );
  return { changed: true, text, etag: answer.headers.get("etag") };
}
