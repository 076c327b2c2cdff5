import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingCalendarOf } from "../../server/calendars/booking-calendar-target";
import { calendarAction } from "../../server/calendars/calendar-intents";
import { CALENDAR_SECRETS } from "../../server/calendars/calendar-secrets";
import { OwnerCalendars } from "../../server/calendars/owner-calendars";
import { calendarAccounts, ownerCalendars } from "../../server/db/schema";
import { SecretBox } from "../../server/secrets/secret-box";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

const box = new SecretBox("a test auth secret of enough length", CALENDAR_SECRETS);

describe.each(databaseKinds)("the calendar bookings are written into on %s", (kind) => {
  const database = freshDatabasePerTest(kind);

  async function connectCalDav() {
    const [account] = await database.db
      .insert(calendarAccounts)
      .values({
        kind: "caldav",
        host: "dav.example",
        serverUrl: "https://dav.example/",
        username: "owner",
        sealedSecret: box.seal("app-password"),
      })
      .returning({ id: calendarAccounts.id });
    return account?.id ?? "";
  }

  it("is none until the owner chooses one, then that calendar with the account's opened password", async () => {
    const accountId = await connectCalDav();
    await database.db.insert(ownerCalendars).values([
      { accountId, url: "https://dav.example/owner/work/", displayName: "Work" },
      { accountId, url: "https://dav.example/owner/home/", displayName: "Home" },
    ]);
    expect(await bookingCalendarOf(database.db, box)).toBeUndefined();

    // At most one calendar is written into: the database refuses a second.
    await expect(database.db.update(ownerCalendars).set({ bookingsWrittenHere: true })).rejects.toThrow();
    await database.db
      .update(ownerCalendars)
      .set({ bookingsWrittenHere: true })
      .where(eq(ownerCalendars.url, "https://dav.example/owner/work/"));
    expect(await bookingCalendarOf(database.db, box)).toEqual({
      calendarUrl: "https://dav.example/owner/work/",
      serverUrl: "https://dav.example/",
      username: "owner",
      password: "app-password",
    });
  });

  it("is the calendar the owner chose on the calendars page, and none once the owner stops it", async () => {
    const accountId = await connectCalDav();
    const [work] = await database.db
      .insert(ownerCalendars)
      .values({ accountId, url: "https://dav.example/owner/work/", displayName: "Work" })
      .returning({ id: ownerCalendars.id });
    const calendars = new OwnerCalendars({ db: database.db, box, agencyZone: "America/Monterrey" }, 60_000);
    const choose = (calendar_id: string) =>
      calendarAction(calendars, { intent: "bookings-written-here", calendar_id });
    expect(await choose(work?.id ?? "")).toMatchObject({ ok: true });
    expect(await bookingCalendarOf(database.db, box)).toMatchObject({
      calendarUrl: "https://dav.example/owner/work/",
    });
    expect(await choose("none")).toMatchObject({ ok: true });
    expect(await bookingCalendarOf(database.db, box)).toBeUndefined();
    expect(await choose("not-a-calendar")).toMatchObject({
      ok: false,
      status: 400,
      message: "Unknown calendar: reload the page.",
    });
  });

  it("bookings that ask at once share one check of the calendars' freshness, and a later booking checks again", async () => {
    await connectCalDav();
    const calendars = new OwnerCalendars({ db: database.db, box, agencyZone: "America/Monterrey" }, 60_000);
    const first = calendars.ensureFresh();
    expect(calendars.ensureFresh()).toBe(first);
    await first;
    const later = calendars.ensureFresh();
    expect(later).not.toBe(first);
    await later;
  });
});
