import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addDays, wallClockToInstant } from "../../domain/agency-time";
import { CALENDAR_SECRETS } from "../../server/calendars/calendar-secrets";
import { connectIcs } from "../../server/calendars/connect-calendar";
import { readAccount } from "../../server/calendars/refresh-account";
import { calendarAccounts, calendarBusyTimes } from "../../server/db/schema";
import { SecretBox } from "../../server/secrets/secret-box";
import { berlinZone, vcalendar, vevent } from "../support/ical-fixtures";
import { icalUtc } from "../support/owner-calendar";
import { agencyZone, bookableDates } from "../support/slot-factory";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

// A private ICS address (Google's secret address, Outlook's published calendar) served by a local HTTP
// server: read with its recurrences, exceptions and TZID; an unchanged feed answers 304 to its ETag.

interface Feed {
  body: string;
  etag: string;
  status?: number;
  /** Answers no request until this many are waiting (or 5 s have passed): readers that overlap. */
  together?: number;
}

describe.each(databaseKinds)("a private ICS address on %s", (kind) => {
  const database = freshDatabasePerTest(kind);
  const box = new SecretBox("an ICS test auth secret, long enough", CALENDAR_SECRETS);
  let server: Server;
  let feed: Feed;
  let address: string;
  const answered: number[] = [];
  const waiting: (() => void)[] = [];

  beforeEach(async () => {
    answered.length = 0;
    server = createServer((request, response) => {
      if (request.url !== "/private-7f3a/basic.ics") {
        response.writeHead(404).end();
        answered.push(404);
        return;
      }
      if (feed.status) {
        response.writeHead(feed.status).end();
        answered.push(feed.status);
        return;
      }
      if (request.headers["if-none-match"] === feed.etag) {
        response.writeHead(304, { etag: feed.etag }).end();
        answered.push(304);
        return;
      }
      const answer = () => {
        response.writeHead(200, { "content-type": "text/calendar", etag: feed.etag }).end(feed.body);
        answered.push(200);
      };
      if (!feed.together) return answer();
      waiting.push(answer);
      const all = () => {
        for (const waiter of waiting.splice(0)) waiter();
      };
      if (waiting.length >= feed.together) all();
      else setTimeout(all, 5_000).unref();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/private-7f3a/basic.ics`;
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const reading = () => ({ db: database.db, box, agencyZone });
  const busyTimes = async () =>
    (await database.db.select().from(calendarBusyTimes))
      .map((row) => [row.startsAt.toISOString(), row.endsAt.toISOString()])
      .sort();
  const iso = (date: string, time: string, zone = agencyZone) =>
    wallClockToInstant(date, time, zone).toISOString();

  it("reads recurrences with exceptions and a TZID, and asks again with the ETag: an unchanged feed answers 304", async () => {
    const [first = ""] = bookableDates();
    const second = addDays(first, 1);
    const utc = (date: string, time: string) => icalUtc(wallClockToInstant(date, time, agencyZone));
    const compact = (date: string) => date.replaceAll("-", "");
    feed = {
      etag: '"v1"',
      body: vcalendar(
        "X-WR-CALNAME:Owner's Google calendar",
        berlinZone,
        vevent([
          "UID:daily@google",
          `DTSTART:${utc(first, "09:00:00")}`,
          `DTEND:${utc(first, "09:30:00")}`,
          "RRULE:FREQ=DAILY;COUNT=3",
          `EXDATE:${utc(addDays(first, 2), "09:00:00")}`,
        ]),
        vevent([
          "UID:daily@google",
          `RECURRENCE-ID:${utc(second, "09:00:00")}`,
          `DTSTART:${utc(second, "14:00:00")}`,
          `DTEND:${utc(second, "15:00:00")}`,
        ]),
        vevent([
          "UID:berlin@google",
          `DTSTART;TZID=Europe/Berlin:${compact(first)}T180000`,
          `DTEND;TZID=Europe/Berlin:${compact(first)}T190000`,
        ]),
      ),
    };
    const connected = await connectIcs(reading(), { intent: "connect-ics", ics_url: address });
    expect(connected).toMatchObject({ ok: true, message: "Connected Owner's Google calendar." });
    if (!connected.ok) return;
    expect(await readAccount(reading(), connected.accountId, new Date())).toEqual({
      ok: true,
      eventsSeen: 3,
    });
    expect(await busyTimes()).toEqual(
      [
        [iso(first, "09:00:00"), iso(first, "09:30:00")],
        [iso(second, "14:00:00"), iso(second, "15:00:00")],
        [iso(first, "18:00:00", "Europe/Berlin"), iso(first, "19:00:00", "Europe/Berlin")],
      ].sort(),
    );
    expect(answered).toEqual([200, 200]);

    expect(await readAccount(reading(), connected.accountId, new Date())).toEqual({
      ok: true,
      eventsSeen: 3,
    });
    expect(answered).toEqual([200, 200, 304]);

    feed = {
      etag: '"v2"',
      body: vcalendar(
        vevent({ UID: "one@google", DTSTART: utc(first, "11:00:00"), DTEND: utc(first, "12:00:00") }),
      ),
    };
    expect(await readAccount(reading(), connected.accountId, new Date())).toEqual({
      ok: true,
      eventsSeen: 1,
    });
    expect(await busyTimes()).toEqual([[iso(first, "11:00:00"), iso(first, "12:00:00")]]);
    // The secret address is stored sealed, never as it is.
    const [account] = await database.db.select().from(calendarAccounts);
    expect(JSON.stringify(account)).not.toContain("private-7f3a");
  });

  it("a feed that stops answering keeps its last busy times and says why, since when", async () => {
    const [first = ""] = bookableDates();
    feed = {
      etag: '"a"',
      body: vcalendar(
        vevent({
          UID: "x@google",
          DTSTART: icalUtc(new Date(iso(first, "10:00:00"))),
          DTEND: icalUtc(new Date(iso(first, "11:00:00"))),
        }),
      ),
    };
    const connected = await connectIcs(reading(), { intent: "connect-ics", ics_url: address });
    if (!connected.ok) throw new Error(connected.message);
    await readAccount(reading(), connected.accountId, new Date());
    feed = { ...feed, status: 404 };
    const host = new URL(address).host;
    expect(await readAccount(reading(), connected.accountId, new Date())).toEqual({
      ok: false,
      error: `${host} has no calendar at this address any more (404): it may have been reset; copy its current private address.`,
    });
    expect(await busyTimes()).toEqual([[iso(first, "10:00:00"), iso(first, "11:00:00")]]);
    const [account] = await database.db.select().from(calendarAccounts);
    expect(account?.failingSince).toBeInstanceOf(Date);
    expect(account?.lastError).toContain("(404)");
  });

  it("refuses an address already connected, however its host and port are written, naming only its host", async () => {
    feed = { etag: '"d"', body: vcalendar() };
    expect(await connectIcs(reading(), { intent: "connect-ics", ics_url: address })).toMatchObject({
      ok: true,
    });
    const { port } = new URL(address);
    const host = `127.0.0.1:${port}`;
    for (const again of [address, address.replace("http://127.0.0.1", "HTTP://127.0.0.1")])
      expect(await connectIcs(reading(), { intent: "connect-ics", ics_url: again })).toEqual({
        ok: false,
        status: 409,
        message: `This calendar address at ${host} is already connected: its card is above.`,
      });
    // Another address on the same server is another calendar.
    expect(
      await connectIcs(reading(), {
        intent: "connect-ics",
        ics_url: address.replace("basic.ics", "basic.ics?x=1"),
      }),
    ).toMatchObject({ ok: false, status: 400 });
    expect(await database.db.select().from(calendarAccounts)).toHaveLength(1);
  });

  it("keeps one of two connects of the same address at the same moment, refusing the other", async () => {
    // Neither read is answered before both were asked: each connect passed its first check before
    // either is stored, as when two tabs connect it at once.
    feed = { etag: '"t"', body: vcalendar(), together: 2 };
    const { port } = new URL(address);
    const answers = await Promise.all([
      connectIcs(reading(), { intent: "connect-ics", ics_url: address }),
      connectIcs(reading(), { intent: "connect-ics", ics_url: address.replace("http:", "HTTP:") }),
    ]);
    expect(answered).toEqual([200, 200]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok)).toEqual([
      {
        ok: false,
        status: 409,
        message: `This calendar address at 127.0.0.1:${port} is already connected: its card is above.`,
      },
    ]);
    expect(await database.db.select().from(calendarAccounts)).toHaveLength(1);
  });

  it("refuses an address that is not a calendar, keeping nothing", async () => {
    feed = { etag: '"h"', body: "<!doctype html><title>Sign in</title>" };
    expect(await connectIcs(reading(), { intent: "connect-ics", ics_url: address })).toMatchObject({
      ok: false,
      message: expect.stringContaining("is not a calendar (no BEGIN:VCALENDAR)"),
    });
    expect(await database.db.select().from(calendarAccounts)).toEqual([]);
  });
});
