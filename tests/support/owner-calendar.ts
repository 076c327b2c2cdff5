import { createDAVClient } from "tsdav";
import type { RadicaleServer } from "./radicale-server";

// The owner's calendar on the test's Radicale, changed as the owner's calendar app would: calendars made,
// events put and removed over CalDAV (tsdav).

export async function ownerCalendarOn(radicale: RadicaleServer) {
  const dav = await createDAVClient({
    serverUrl: radicale.url,
    credentials: radicale.account,
    authMethod: "Basic",
    defaultAccountType: "caldav",
  });
  return {
    async makeCalendar(name: string) {
      const url = `${radicale.homeUrl}${name.toLowerCase()}/`;
      await dav.makeCalendar({ url, props: { displayname: name } });
      return url;
    },
    async putEvent(calendarUrl: string, uid: string, iCalString: string) {
      const answer = await dav.createCalendarObject({
        calendar: { url: calendarUrl },
        filename: `${uid}.ics`,
        iCalString,
      });
      if (!answer.ok) throw new Error(`Radicale refused the event ${uid}: ${answer.status}`);
    },
    async removeEvent(calendarUrl: string, uid: string) {
      await dav.deleteCalendarObject({ calendarObject: { url: `${calendarUrl}${uid}.ics`, etag: "" } });
    },
  };
}

/** The instant as iCalendar writes a UTC time: 20261020T150000Z. */
export function icalUtc(instant: Date) {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}
