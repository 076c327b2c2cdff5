import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CALENDAR_SECRETS } from "../../server/calendars/calendar-secrets";
import { bookingFeeds, calendarAccounts, ownerCalendars } from "../../server/db/schema";
import { bookDirectly } from "../support/booking-desk";
import { objectsIn, radicaleForTheseTests } from "../support/radicale-calendars";
import { createSlot } from "../support/slot-factory";
import { postForm, signIn, startTestApp, type TestApp, testAdmin } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// The Calendars page, for bookings: the owner chooses the CalDAV calendar bookings are written into
// (the calls already booked follow), sees writes that cannot reach it and why, and makes or revokes the
// subscription address. Every read and change is the signed-in admin's only.

const calendars = radicaleForTheseTests();

describe.each(databaseKinds)("the Calendars page's bookings cards on %s", (kind) => {
  let app: TestApp;
  let cookie: string;
  beforeEach(async () => {
    app = await startTestApp(
      kind,
      {},
      { calendarWrites: { pollMs: 100, retryBaseMs: 100, retryMaxMs: 100 } },
    );
    cookie = await signIn(app, testAdmin);
  });
  afterEach(async () => {
    await app.close();
    await calendars.server.resume();
  });

  const db = () => app.services.database.db;
  const page = async () =>
    (await (await app.request("/admin/calendars", { headers: { Cookie: cookie } })).text()).replaceAll(
      "<!-- -->",
      "",
    );
  const act = (fields: Record<string, string>, as = cookie) =>
    postForm(app, "/admin/calendars.data", fields, as);

  async function connectedCalendar() {
    const target = await calendars.newCalendar(`admin-${kind}`);
    const [account] = await db()
      .insert(calendarAccounts)
      .values({
        kind: "caldav",
        host: `127.0.0.1:${calendars.server.port}`,
        serverUrl: calendars.server.url,
        username: calendars.server.account.username,
        sealedSecret: app.services.secretBox(CALENDAR_SECRETS).seal(calendars.server.account.password),
      })
      .returning({ id: calendarAccounts.id });
    const [calendar] = await db()
      .insert(ownerCalendars)
      .values({ accountId: account?.id ?? "", url: target.calendarUrl, displayName: "Work" })
      .returning({ id: ownerCalendars.id });
    return { id: calendar?.id ?? "", url: target.calendarUrl };
  }

  async function until(condition: () => Promise<boolean>, what: string) {
    for (let tries = 0; !(await condition()); tries++) {
      if (tries > 300) throw new Error(`never: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("writes the calls already booked into the calendar chosen, and refuses a calendar that is not connected", async () => {
    const calendar = await connectedCalendar();
    const slot = await createSlot(db(), { slotDate: "2030-03-07", slotTime: "10:00:00" });
    const { booking } = await bookDirectly(app.services.booking, slot.id);
    expect(await page()).toContain("Press “Write bookings here” beside one of your CalDAV calendars");

    const unknown = await act({ intent: "bookings-written-here", calendar_id: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("This calendar is no longer connected.");
    const malformed = await act({ intent: "bookings-written-here", calendar_id: "work" });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("Unknown calendar: reload the page.");
    expect(
      await db().select().from(ownerCalendars).where(eq(ownerCalendars.bookingsWrittenHere, true)),
    ).toEqual([]);

    const chosen = await act({ intent: "bookings-written-here", calendar_id: calendar.id });
    expect(chosen.status).toBe(200);
    expect(await chosen.text()).toContain("now go into this calendar");
    await until(
      async () => (await objectsIn(calendars.server, calendar.url)).length === 1,
      "the booking was written",
    );
    expect((await objectsIn(calendars.server, calendar.url))[0]?.events[0]?.uid).toBe(booking.id);
    await until(async () => (await page()).includes("Every booking is in the calendar."), "the page said so");
    expect(await page()).toContain(
      `Bookings are written into <strong>Work</strong> <span class="wrap-anywhere text-muted-foreground">(owner@127.0.0.1:${calendars.server.port})</span>`,
    );
  });

  it("shows the writes that cannot reach the calendar and why, and writes them once it is back", async () => {
    const calendar = await connectedCalendar();
    await act({ intent: "bookings-written-here", calendar_id: calendar.id });
    await calendars.server.stop();
    const slot = await createSlot(db(), { slotDate: "2030-03-07", slotTime: "11:00:00" });
    await bookDirectly(app.services.booking, slot.id);
    app.services.calendarWrites.wake();
    await until(async () => (await page()).includes("refused the connection"), "the page showed the error");
    const shown = await page();
    expect(shown).toContain("1 booking waiting to be written (tried again by itself)");
    expect(shown).toContain(
      `127.0.0.1:${calendars.server.port} refused the connection: nothing is listening at this address and port`,
    );

    await calendars.server.resume();
    expect((await act({ intent: "retry-calendar-writes" })).status).toBe(200);
    await until(
      async () => (await objectsIn(calendars.server, calendar.url)).length === 1,
      "the booking was written",
    );
  });

  it("makes, shows and revokes the subscription address", async () => {
    expect(await page()).toContain("No subscription address");
    expect((await act({ intent: "replace-booking-feed" })).status).toBe(200);
    const shown = await page();
    const address = shown.match(/webcal:\/\/[^"<\s]+\.ics/)?.[0] ?? "";
    expect(address).toMatch(/^webcal:\/\/127\.0\.0\.1:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await app.request(new URL(address.replace(/^webcal:/, "http:")).pathname)).status).toBe(200);

    expect((await act({ intent: "revoke-booking-feed" })).status).toBe(200);
    expect(await page()).toContain("No subscription address");
    expect((await app.request(new URL(address.replace(/^webcal:/, "http:")).pathname)).status).toBe(404);
  });

  it("is the signed-in admin's only", async () => {
    expect((await app.request("/admin/calendars")).status).toBe(302);
    const refused = await act({ intent: "replace-booking-feed" }, "");
    expect(refused.status).not.toBe(200);
    expect(await db().select().from(bookingFeeds)).toEqual([]);
  });
});
