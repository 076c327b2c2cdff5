import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addDays, timeInZone, wallClockToInstant } from "../../domain/agency-time";
import { DEFAULT_BOOKING_RULES } from "../../domain/booking-rules";
import { slotViewsOfDay } from "../../server/admin/time-slots";
import { saveBookingRules } from "../../server/booking/booking-policy";
import { calendarAction } from "../../server/calendars/calendar-intents";
import { nextBookableTimes } from "../../server/chat/next-bookable-times";
import { calendarAccounts, calendarBusyTimes, ownerCalendars } from "../../server/db/schema";
import { bookDirectly } from "../support/booking-desk";
import { bookOverHttp } from "../support/booking-http";
import { captureOutput } from "../support/captured-output";
import { berlinZone, vcalendar, vevent } from "../support/ical-fixtures";
import { icalUtc, ownerCalendarOn } from "../support/owner-calendar";
import { RadicaleServer } from "../support/radicale-server";
import { agencyZone, bookableDates, createSlot } from "../support/slot-factory";
import { agencyDay, startSignedIn, type TestApp } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// The owner's CalDAV calendar on a real server (Radicale): its events hide the slots they overlap
// from the booking page, its live stream and the chat assistant.

const at = (date: string, time: string) => wallClockToInstant(date, time, agencyZone);

async function until<T>(check: () => Promise<T>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(databaseKinds)("the owner's CalDAV calendar on %s", (kind) => {
  let radicale: RadicaleServer;
  let app: TestApp;
  let cookie: string;
  let owner: Awaited<ReturnType<typeof ownerCalendarOn>>;
  let work: string;

  async function start(environment: Record<string, string> = {}) {
    ({ app, cookie } = await startSignedIn(kind, environment));
  }

  beforeEach(async () => {
    radicale = await RadicaleServer.start();
    owner = await ownerCalendarOn(radicale);
    work = await owner.makeCalendar("Work");
  });

  afterEach(async () => {
    await app?.close();
    await radicale.remove();
  });

  async function connect() {
    const answer = await calendarAction(app.services.calendars, {
      intent: "connect-caldav",
      server_url: radicale.url,
      username: radicale.account.username,
      password: radicale.account.password,
    });
    expect(answer).toMatchObject({ ok: true });
    const [account] = await app.services.database.db.select().from(calendarAccounts);
    return account?.id ?? "";
  }

  /** One event in the owner's Work calendar, between two agency wall-clock times of a date. */
  const putCall = (uid: string, date: string, from: string, to: string) =>
    owner.putEvent(
      work,
      uid,
      vcalendar(vevent({ UID: uid, DTSTART: icalUtc(at(date, from)), DTEND: icalUtc(at(date, to)) })),
    );

  const bookingPageOffers = async (date: string, slotId: string) =>
    (await (await app.request(`/book-call.data?date=${date}`)).text()).includes(slotId);

  it("an event added in Radicale hides the overlapping slot from /book-call, the live stream and the chat tool within the refresh", async () => {
    await start({ CALENDAR_REFRESH_SECONDS: "5" });
    const [date = ""] = bookableDates();
    const busySlot = await createSlot(app.services.database.db, { slotDate: date, slotTime: "10:00:00" });
    const freeSlot = await createSlot(app.services.database.db, { slotDate: date, slotTime: "12:00:00" });
    await connect();
    expect(await bookingPageOffers(date, busySlot.id)).toBe(true);
    const stream = await app.request(`/api/slots/events?date=${date}`);
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();

    await putCall("client-call", date, "10:15:00", "10:45:00");
    // The background refresh (every 5 s here) reads it and announces the date.
    let heard = "";
    while (!heard.includes(`data: ${date}`)) heard += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect(await bookingPageOffers(date, busySlot.id)).toBe(false);
    expect(await bookingPageOffers(date, freeSlot.id)).toBe(true);
    const chatTimes = await nextBookableTimes(app.services.bookableSlots, {
      now: new Date(),
      agencyZone,
      limit: 10,
    });
    expect(chatTimes.map((time) => time.link).join(" ")).not.toContain(busySlot.id);
    expect(chatTimes.map((time) => time.link).join(" ")).toContain(freeSlot.id);
  });

  it("reads a weekly event with one occurrence moved and one cancelled, an all-day event and another zone's event across its DST change", async () => {
    await start();
    const db = app.services.database.db;
    await saveBookingRules(db, { ...DEFAULT_BOOKING_RULES, horizonDays: 14 });
    const first = agencyDay(app, 2);
    const second = addDays(first, 7);
    const allDay = addDays(first, 1);
    const berlinDay = addDays(first, 3);
    const slots = {
      movedAway: await createSlot(db, { slotDate: first, slotTime: "10:00:00" }),
      movedTo: await createSlot(db, { slotDate: first, slotTime: "13:00:00" }),
      cancelled: await createSlot(db, { slotDate: second, slotTime: "10:00:00" }),
      allDay: await createSlot(db, { slotDate: allDay, slotTime: "10:00:00" }),
      berlin: await createSlot(db, {
        slotDate: berlinDay,
        slotTime: timeInZone(wallClockToInstant(berlinDay, "10:00:00", "Europe/Berlin"), agencyZone),
      }),
    };
    const utc = (date: string, time: string) => icalUtc(at(date, time));
    await owner.putEvent(
      work,
      "weekly",
      vcalendar(
        vevent([
          "UID:weekly",
          `DTSTART:${utc(addDays(first, -7), "10:00:00")}`,
          `DTEND:${utc(addDays(first, -7), "11:00:00")}`,
          "RRULE:FREQ=WEEKLY;COUNT=4",
        ]),
        vevent([
          "UID:weekly",
          `RECURRENCE-ID:${utc(first, "10:00:00")}`,
          `DTSTART:${utc(first, "13:00:00")}`,
          `DTEND:${utc(first, "14:00:00")}`,
        ]),
        vevent([
          "UID:weekly",
          `RECURRENCE-ID:${utc(second, "10:00:00")}`,
          `DTSTART:${utc(second, "10:00:00")}`,
          `DTEND:${utc(second, "11:00:00")}`,
          "STATUS:CANCELLED",
        ]),
      ),
    );
    await owner.putEvent(
      work,
      "all-day",
      vcalendar(
        vevent({
          UID: "all-day",
          "DTSTART;VALUE=DATE": allDay.replaceAll("-", ""),
          "DTEND;VALUE=DATE": addDays(allDay, 1).replaceAll("-", ""),
        }),
      ),
    );
    // A weekly 10:00 in Berlin that began on the other side of a DST change: read by the data's VTIMEZONE.
    const berlinStart = otherSideOfBerlinDst(berlinDay);
    await owner.putEvent(
      work,
      "berlin",
      vcalendar(
        berlinZone,
        vevent([
          "UID:berlin",
          `DTSTART;TZID=Europe/Berlin:${berlinStart.replaceAll("-", "")}T100000`,
          `DTEND;TZID=Europe/Berlin:${berlinStart.replaceAll("-", "")}T110000`,
          "RRULE:FREQ=WEEKLY",
        ]),
      ),
    );
    const accountId = await connect();
    expect(await app.services.calendars.readNow(accountId)).toMatchObject({ ok: true });
    const offered = async (slot: { id: string; slotDate: string }) =>
      bookingPageOffers(slot.slotDate, slot.id);
    expect(await offered(slots.movedAway)).toBe(true);
    expect(await offered(slots.movedTo)).toBe(false);
    expect(await offered(slots.cancelled)).toBe(true);
    expect(await offered(slots.allDay)).toBe(false);
    expect(await offered(slots.berlin)).toBe(false);
  });

  it("when Radicale is down the admin sees which calendar fails, since when and why; bookings go through on the last busy times", async () => {
    await start();
    const db = app.services.database.db;
    const [date = ""] = bookableDates();
    const busySlot = await createSlot(db, { slotDate: date, slotTime: "10:00:00" });
    const freeSlot = await createSlot(db, { slotDate: date, slotTime: "12:00:00" });
    await putCall("call", date, "10:00:00", "11:00:00");
    const accountId = await connect();
    await radicale.stop();
    // The last read is older than five minutes: a booking tries to read it again first, and cannot.
    await db
      .update(calendarAccounts)
      .set({ lastRefreshAt: new Date(Date.now() - 10 * 60_000), lastAttemptAt: null });

    const refused = await bookOverHttp(app.url, busySlot.id);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("This time was just booked. Please choose another.");
    const booked = await bookOverHttp(app.url, freeSlot.id, { email: "grace@example.com" });
    expect(booked.status).toBe(200);

    const [account] = await db.select().from(calendarAccounts).where(eq(calendarAccounts.id, accountId));
    expect(account?.lastError).toContain(`127.0.0.1:${radicale.port}`);
    expect(account?.failingSince).toBeInstanceOf(Date);
    const page = await (await app.request("/admin/calendars", { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Cannot be read");
    expect(page).toContain("Failing since");
    expect(page).toContain(account?.lastError ?? "?");
    expect(page).not.toContain(radicale.account.password);

    await radicale.resume();
    expect(await app.services.calendars.readNow(accountId)).toMatchObject({ ok: true });
    const [back] = await db.select().from(calendarAccounts).where(eq(calendarAccounts.id, accountId));
    expect(back).toMatchObject({ lastError: null, failingSince: null });
  });

  it("an event added just before a booking refuses it when the busy times were older than five minutes", async () => {
    await start();
    const db = app.services.database.db;
    const [date = ""] = bookableDates();
    const slot = await createSlot(db, { slotDate: date, slotTime: "15:00:00" });
    await connect();
    await putCall("late", date, "15:30:00", "16:30:00");
    await db
      .update(calendarAccounts)
      .set({ lastRefreshAt: new Date(Date.now() - 6 * 60_000), lastAttemptAt: null });
    const answer = await bookOverHttp(app.url, slot.id);
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain("This time was just booked. Please choose another.");
  });

  it("the calls we write into a calendar that also counts as busy hide no time of their own", async () => {
    await start();
    const db = app.services.database.db;
    const [date = ""] = bookableDates();
    const booked = await createSlot(db, { slotDate: date, slotTime: "11:00:00" });
    const accountId = await connect();
    const [calendar] = await db.select().from(ownerCalendars).where(eq(ownerCalendars.url, work));
    expect(
      await calendarAction(app.services.calendars, {
        intent: "bookings-written-here",
        calendar_id: calendar?.id,
      }),
    ).toMatchObject({ ok: true });
    await bookDirectly(app.services.booking, booked.id, { now: new Date() });
    await app.services.calendarWrites.drain();
    await putCall("client-call", date, "14:00:00", "15:00:00");

    expect(await app.services.calendars.readNow(accountId)).toEqual({ ok: true, eventsSeen: 1 });
    const busy = await db.select().from(calendarBusyTimes);
    expect(busy.map(({ startsAt }) => startsAt)).toEqual([at(date, "14:00:00")]);
    // Time Slots flags the call only for an event of the owner's own over it, never for ours.
    const clash = async () =>
      (await slotViewsOfDay(db, date, { now: new Date(), agencyZone })).find(({ id }) => id === booked.id)
        ?.calendarClash;
    expect(await clash()).toBeUndefined();
    const standup = { UID: "standup", SUMMARY: "Standup", DTSTART: icalUtc(at(date, "11:30:00")) };
    await owner.putEvent(
      work,
      "standup",
      vcalendar(vevent({ ...standup, DTEND: icalUtc(at(date, "11:45:00")) })),
    );
    expect(await app.services.calendars.readNow(accountId)).toMatchObject({ ok: true });
    expect(await clash()).toBe("Your calendar also has Standup (Work calendar) at this time.");
  });

  it("refuses a wrong password, an unreachable server and a server that is no CalDAV server, storing nothing and logging no secret", async () => {
    await start();
    const logged = captureOutput();
    try {
      const attempt = (server_url: string, password: string) =>
        calendarAction(app.services.calendars, {
          intent: "connect-caldav",
          server_url,
          username: "owner",
          password,
        });
      expect(await attempt(radicale.url, "wrong-secret-password")).toMatchObject({
        ok: false,
        message: `127.0.0.1:${radicale.port} refused the user name or app password: check them, or create a new app password.`,
      });
      const down = await RadicaleServer.start();
      const downUrl = down.url;
      await down.remove();
      expect(await attempt(downUrl, "another-secret")).toMatchObject({
        ok: false,
        message: expect.stringContaining(
          "refused the connection: nothing is listening at this address and port",
        ),
      });
      const notCalDav = createServer((_request, response) =>
        response.end("<!doctype html><p>A web site</p>"),
      );
      await new Promise<void>((resolve) => notCalDav.listen(0, "127.0.0.1", resolve));
      const { port } = notCalDav.address() as AddressInfo;
      expect(await attempt(`http://127.0.0.1:${port}/`, "third-secret")).toMatchObject({
        ok: false,
        message: `127.0.0.1:${port} did not answer as a calendar server: check the address.`,
      });
      notCalDav.close();
      expect(await app.services.database.db.select().from(calendarAccounts)).toEqual([]);
      // Connected, read, failing: the password is never logged.
      const accountId = await connect();
      await radicale.stop();
      await app.services.calendars.readNow(accountId);
    } finally {
      logged.stop();
    }
    const text = logged.text();
    expect(text).toContain("could not be read");
    for (const secret of [
      "wrong-secret-password",
      "another-secret",
      "third-secret",
      radicale.account.password,
    ])
      expect(text).not.toContain(secret);
  });

  it("an account already connected is refused, naming it and what to do instead, whatever the case, port or trailing slash", async () => {
    await start();
    await connect();
    const host = `127.0.0.1:${radicale.port}`;
    const again = (server_url: string, username: string) =>
      calendarAction(app.services.calendars, {
        intent: "connect-caldav",
        server_url,
        username,
        password: radicale.account.password,
      });
    for (const [server_url, username] of [
      [radicale.url, "owner"],
      [`HTTP://127.0.0.1:${radicale.port}`, "Owner"],
      [`http://127.0.0.1:${radicale.port}//`, " owner "],
    ] as const)
      expect(await again(server_url, username)).toEqual({
        ok: false,
        status: 409,
        message: `owner at ${host} is already connected: its card is above. To use a new app password, disconnect it there, then connect it again.`,
      });
    // Another user on the same server is another account: read (and here refused by the server).
    expect(await again(radicale.url, "someone-else")).toMatchObject({ ok: false, status: 400 });
    expect(await app.services.database.db.select().from(calendarAccounts)).toHaveLength(1);
  });

  it("keeps one of two connects of the same account at the same moment, refusing the other", async () => {
    await start();
    const connectOwner = (server_url: string) =>
      calendarAction(app.services.calendars, {
        intent: "connect-caldav",
        server_url,
        username: "owner",
        password: radicale.account.password,
      });
    // Both are checked before either is stored: each signs in first.
    const answers = await Promise.all([connectOwner(radicale.url), connectOwner(`${radicale.url}/`)]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok)).toEqual([
      expect.objectContaining({ status: 409, message: expect.stringContaining(" is already connected") }),
    ]);
    expect(await app.services.database.db.select().from(calendarAccounts)).toHaveLength(1);
  });

  it("a calendar switched off no longer hides times, and disconnecting deletes the credentials and busy times", async () => {
    await start();
    const db = app.services.database.db;
    const [date = ""] = bookableDates();
    const slot = await createSlot(db, { slotDate: date, slotTime: "10:00:00" });
    await putCall("call", date, "10:00:00", "11:00:00");
    const accountId = await connect();
    expect(await bookingPageOffers(date, slot.id)).toBe(false);
    const calendarId = await firstCalendarId(app);
    const busyCount = async () => (await db.select().from(calendarAccounts))[0]?.eventsSeen;
    expect(await busyCount()).toBe(1);
    expect(
      await calendarAction(app.services.calendars, {
        intent: "calendar-counts-as-busy",
        account_id: accountId,
        calendar_id: calendarId,
        counts_as_busy: "off",
      }),
    ).toMatchObject({ ok: true });
    // The account's count says so at once, not at the next read.
    expect(await busyCount()).toBe(0);
    await until(() => bookingPageOffers(date, slot.id), "the slot to be offered again");
    await calendarAction(app.services.calendars, {
      intent: "calendar-counts-as-busy",
      account_id: accountId,
      calendar_id: calendarId,
      counts_as_busy: "on",
    });
    await until(async () => !(await bookingPageOffers(date, slot.id)), "the slot to be hidden again");

    // A calendar made on the server since is listed on the next read, hiding nothing until switched on.
    await owner.makeCalendar("Home");
    expect(await app.services.calendars.readNow(accountId)).toMatchObject({ ok: true });
    expect(
      (await db.select().from(ownerCalendars))
        .map(({ displayName, countsAsBusy }) => [displayName, countsAsBusy])
        .sort(),
    ).toEqual([
      ["Home", false],
      ["Work", true],
    ]);

    expect(
      await calendarAction(app.services.calendars, { intent: "disconnect-calendar", account_id: accountId }),
    ).toMatchObject({ ok: true });
    expect(await db.select().from(calendarAccounts)).toEqual([]);
    expect(await db.select().from(calendarBusyTimes)).toEqual([]);
    await until(() => bookingPageOffers(date, slot.id), "the slot to be offered after disconnecting");
  });
});

async function firstCalendarId(app: TestApp) {
  const [row] = await app.services.database.db.select({ id: ownerCalendars.id }).from(ownerCalendars);
  return row?.id ?? "";
}

/** A date some weeks before `date`, on its weekday, when Berlin's clocks were on the other side of a DST change. */
function otherSideOfBerlinDst(date: string) {
  const offset = (day: string) =>
    wallClockToInstant(day, "12:00:00", "Europe/Berlin").getTime() - Date.parse(`${day}T12:00:00Z`);
  for (const weeks of [26, 13, 39, 20, 32]) {
    const earlier = addDays(date, -7 * weeks);
    if (offset(earlier) !== offset(date)) return earlier;
  }
  throw new Error("No DST change found before the date");
}
