import { createDAVClient } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RadicaleServer } from "./radicale-server";

const event = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//tests//radicale//EN",
  "BEGIN:VEVENT",
  "UID:smoke-1@tests",
  "DTSTAMP:20301104T090000Z",
  "DTSTART:20301105T100000Z",
  "DTEND:20301105T110000Z",
  "SUMMARY:Client call",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

describe("the Radicale test server", () => {
  let radicale: RadicaleServer;
  beforeAll(async () => {
    radicale = await RadicaleServer.start();
  });
  afterAll(async () => {
    await radicale.remove();
  });

  const client = () =>
    createDAVClient({
      serverUrl: radicale.url,
      credentials: radicale.account,
      authMethod: "Basic",
      defaultAccountType: "caldav",
    });

  it("keeps a calendar's events across a stop and a resume, and refuses while stopped", async () => {
    const dav = await client();
    const calendarUrl = `${radicale.homeUrl}work/`;
    await dav.makeCalendar({ url: calendarUrl, props: { displayname: "Work" } });
    const created = await dav.createCalendarObject({
      calendar: { url: calendarUrl },
      filename: "smoke-1.ics",
      iCalString: event,
    });
    expect(created.status).toBe(201);
    const calendars = await dav.fetchCalendars();
    expect(calendars.map((calendar) => calendar.displayName)).toContain("Work");

    await radicale.stop();
    await expect(fetch(radicale.url)).rejects.toThrow();
    await radicale.resume();

    const objects = await dav.fetchCalendarObjects({ calendar: { url: calendarUrl } });
    expect(objects.map((object) => object.data)).toEqual([expect.stringContaining("UID:smoke-1@tests")]);
  });

  it("refuses a wrong password", async () => {
    const answer = await fetch(radicale.homeUrl, {
      method: "PROPFIND",
      headers: {
        authorization: `Basic ${Buffer.from(`${radicale.account.username}:wrong`).toString("base64")}`,
      },
    });
    expect(answer.status).toBe(401);
  });
});
