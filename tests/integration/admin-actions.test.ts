import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addDays, dateInZone, dayOfWeek } from "../../domain/agency-time";
import { cancelByOwner } from "../../server/booking/cancel";
import { bookings, timeSlots, weeklyAvailability } from "../../server/db/schema";
import { testDesk } from "../support/booking-desk";
import { everyDay, setWeeklyHours } from "../support/hours-factory";
import { createSlot, slotStatus } from "../support/slot-factory";
import { postForm, startSignedIn, type TestApp } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// The admin's actions through HTTP, as the screens send them (the `.data` requests of fetchers).

describe.each(databaseKinds)("admin actions on %s", (kind) => {
  let app: TestApp;
  let cookie: string;
  beforeEach(async () => {
    // A zone far from UTC, so "today" there is often not today in UTC or on this machine.
    ({ app, cookie } = await startSignedIn(kind, { AGENCY_TIMEZONE: "Pacific/Kiritimati" }));
  });
  afterEach(async () => {
    await app?.close();
  });

  const db = () => app.services.database.db;
  const today = () => dateInZone(new Date(), "Pacific/Kiritimati");
  const act = (path: string, fields: Record<string, string>) => postForm(app, `${path}.data`, fields, cookie);
  /** An action on one slot of the time-slots screen. */
  const onSlot = (intent: string, slotId: string, fields: Record<string, string> = {}) =>
    act("/admin/time-slots", { intent, slot_id: slotId, ...fields });
  const adasBookedSlot = async () =>
    (
      await createSlot(
        db(),
        { slotDate: "2030-01-07", slotTime: "10:00:00" },
        { name: "Ada Lovelace", email: "ada@example.com" },
      )
    ).id;

  it("marks a slot unavailable and available again", async () => {
    const { id: slot } = await createSlot(db(), { slotDate: "2030-01-07", slotTime: "10:00:00" });
    const closed = await onSlot("set-status", slot, { status: "unavailable" });
    expect(closed.status).toBe(200);
    expect(await slotStatus(db(), slot)).toBe("unavailable");
    await onSlot("set-status", slot, { status: "available" });
    expect(await slotStatus(db(), slot)).toBe("available");
  });

  it("refuses to toggle a booked slot with 409 and a clear message, leaving the booking alone", async () => {
    const slot = await adasBookedSlot();
    const response = await onSlot("set-status", slot, { status: "unavailable" });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(
      "This slot is booked. Cancel the booking before changing its availability.",
    );
    expect(await slotStatus(db(), slot)).toBe("booked");
    expect(await db().select().from(bookings)).toHaveLength(1);

    const missing = await onSlot("set-status", "00000000-0000-4000-8000-000000000000", {
      status: "unavailable",
    });
    expect(missing.status).toBe(404);
    const invalid = await onSlot("set-status", slot, { status: "booked" });
    expect(invalid.status).toBe(400);
    expect(await slotStatus(db(), slot)).toBe("booked");
  });

  it("shows a booked slot with its customer (phone and notes only when given) and Cancel Booking", async () => {
    await createSlot(
      db(),
      { slotDate: "2030-01-07", slotTime: "10:00:00" },
      { name: "Ada Lovelace", email: "ada@example.com", phone: "+1 555 0100", notes: "About automation" },
    );
    await createSlot(
      db(),
      { slotDate: "2030-01-07", slotTime: "11:00:00" },
      { name: "Alan Turing", email: "alan@example.com" },
    );
    await createSlot(db(), { slotDate: "2030-01-07", slotTime: "12:00:00", status: "unavailable" });
    const page = await (
      await app.request("/admin/time-slots?date=2030-01-07", { headers: { Cookie: cookie } })
    ).text();
    const item = (time: string) =>
      page.match(new RegExp(`<li data-testid="slot-${time}"[\\s\\S]*?</li>`))?.[0] ?? "";
    expect(page).toContain("Mon 7 Jan 2030");
    expect(item("10:00")).toMatch(/data-status="booked"/);
    expect(item("10:00")).toMatch(/text-info[^>]*>booked</);
    for (const shown of [
      "Ada Lovelace",
      "ada@example.com",
      "+1 555 0100",
      "About automation",
      "Cancel Booking",
    ])
      expect(item("10:00")).toContain(shown);
    expect(item("11:00")).toContain("alan@example.com");
    expect(item("11:00")).not.toContain("Phone");
    expect(item("11:00")).not.toContain("Notes");
    expect(item("12:00")).toMatch(/text-muted-foreground[^>]*>unavailable</);
    expect(item("12:00")).toContain("Mark Available");
    expect(item("12:00")).not.toContain("Cancel Booking");
  });

  it("says when the address names a date that is none, and shows today", async () => {
    const page = (path: string) => app.request(path, { headers: { Cookie: cookie } });
    const refused = await page("/admin/time-slots?date=2026-13-45");
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain("“2026-13-45” is not a date, so today is shown.");
    expect(await (await page("/admin/time-slots?date=2030-01-07")).text()).not.toContain("is not a date");
    expect(await (await page("/admin/time-slots")).text()).not.toContain("is not a date");
  });

  it("cancels a booking: the booking is kept as cancelled by the owner and the slot is available, once", async () => {
    const { id: slot } = await createSlot(
      db(),
      { slotDate: "2030-01-07", slotTime: "10:00:00" },
      { name: "Ada Lovelace", email: "ada@example.com", phone: "+1 555 0100", notes: "About automation" },
    );
    const response = await onSlot("cancel-booking", slot, { reason: "  The team is away that day  " });
    expect(response.status).toBe(200);
    expect(await db().select().from(bookings)).toMatchObject([
      { status: "cancelled", cancelledBy: "owner", cancelReason: "The team is away that day", sequence: 1 },
    ]);
    expect(await slotStatus(db(), slot)).toBe("available");
    const again = await onSlot("cancel-booking", slot);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This slot has no booking to cancel.");
  });

  it("cancels in one transaction: when the slot cannot be reopened, the booking stays", async () => {
    const slot = await adasBookedSlot();
    await db().execute(sql`create function refuse_reopen() returns trigger language plpgsql as $$
      begin raise exception 'reopening refused'; end $$`);
    await db().execute(
      sql`create trigger refuse_reopen before update on time_slots for each row execute function refuse_reopen()`,
    );
    await expect(
      cancelByOwner(testDesk(db()), slot, { now: new Date(), linkBase: app.url }),
    ).rejects.toThrow();
    expect(await db().select({ status: bookings.status }).from(bookings)).toEqual([{ status: "confirmed" }]);
    expect(await slotStatus(db(), slot)).toBe("booked");
  });

  it("saves weekly hours (09:00–17:00 for a new day), and refuses an end before the start, saving nothing", async () => {
    // Saturday's hours as the settings form posts them, 09:00–17:00 and on unless told otherwise.
    const saveSaturday = (
      fields: Partial<Record<"day_of_week" | "start_time" | "end_time" | "is_enabled", string>> = {},
    ) =>
      act("/admin/settings", {
        intent: "save-hours",
        day_of_week: "6",
        start_time: "09:00:00",
        end_time: "17:00:00",
        is_enabled: "true",
        ...fields,
      });
    expect((await saveSaturday()).status).toBe(200);
    const changed = await saveSaturday({ start_time: "10:00:00", end_time: "12:00:00", is_enabled: "false" });
    expect(changed.status).toBe(200);
    const refused = await saveSaturday({ start_time: "17:00:00", end_time: "09:00:00" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("End time must be after start time");
    const rows = await db().select().from(weeklyAvailability);
    expect(
      rows.map(({ dayOfWeek, startTime, endTime, isEnabled }) => ({
        dayOfWeek,
        startTime,
        endTime,
        isEnabled,
      })),
    ).toEqual([{ dayOfWeek: 6, startTime: "10:00:00", endTime: "12:00:00", isEnabled: false }]);
    for (const bad of [{ day_of_week: "7" }, { start_time: "09:30:00" }, { end_time: "24:00:00" }]) {
      const response = await saveSaturday(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await db().select().from(weeklyAvailability)).toHaveLength(1);
  });

  it("generates slots for the agency zone's days, reports exactly what it created, and none the second time", async () => {
    // Every day 09:00–11:00, except that tomorrow's weekday is off.
    const off = dayOfWeek(addDays(today(), 1));
    await db()
      .insert(weeklyAvailability)
      .values(
        [0, 1, 2, 3, 4, 5, 6].map((day) => ({
          dayOfWeek: day,
          startTime: "09:00:00",
          endTime: "11:00:00",
          isEnabled: day !== off,
        })),
      );
    // One slot exists already: it is not counted and not duplicated.
    await createSlot(db(), { slotDate: today(), slotTime: "09:00:00", status: "unavailable" });
    const first = await act("/admin/settings", { intent: "generate", days: "3" });
    expect(first.status).toBe(200);
    expect(await first.text()).toMatch(/"created",3\b/);
    const rows = await db().select().from(timeSlots).orderBy(timeSlots.slotDate, timeSlots.slotTime);
    expect(rows.map((row) => `${row.slotDate} ${row.slotTime} ${row.status}`)).toEqual([
      `${today()} 09:00:00 unavailable`,
      `${today()} 10:00:00 available`,
      `${addDays(today(), 2)} 09:00:00 available`,
      `${addDays(today(), 2)} 10:00:00 available`,
    ]);
    const second = await act("/admin/settings", { intent: "generate", days: "3" });
    expect(await second.text()).toMatch(/"created",0\b/);
    expect(await db().select().from(timeSlots)).toHaveLength(4);
  });

  it("refuses a number of days outside 1–90, or not a whole number, and creates nothing", async () => {
    await db()
      .insert(weeklyAvailability)
      .values({ dayOfWeek: 1, startTime: "09:00:00", endTime: "17:00:00" });
    for (const days of ["0", "91", "2.5", "abc", ""]) {
      const response = await act("/admin/settings", { intent: "generate", days });
      expect(response.status, `days=${days}`).toBe(400);
      expect(await response.text()).toContain("Number of days must be a whole number from 1 to 90");
    }
    expect(await db().select().from(timeSlots)).toEqual([]);
  });

  it("counts today's bookings by the agency's date, and only the slots a visitor could book, on the dashboard", async () => {
    await setWeeklyHours(db(), everyDay(["09:00:00", "17:00:00"]));
    await createSlot(
      db(),
      { slotDate: today(), slotTime: "10:00:00" },
      { name: "Today Person", email: "t@example.com" },
    );
    await createSlot(
      db(),
      { slotDate: addDays(today(), 1), slotTime: "10:00:00" },
      { name: "Tomorrow Person", email: "m@example.com" },
    );
    // Bookable: tomorrow and the horizon's last day, inside the hours.
    await createSlot(db(), { slotDate: addDays(today(), 1), slotTime: "11:00:00" });
    await createSlot(db(), { slotDate: addDays(today(), 6), slotTime: "11:00:00" });
    // Not bookable: past, beyond the 7-day horizon, closed.
    await createSlot(db(), { slotDate: addDays(today(), -1), slotTime: "10:00:00" });
    await createSlot(db(), { slotDate: addDays(today(), 7), slotTime: "11:00:00" });
    await createSlot(db(), { slotDate: addDays(today(), 2), slotTime: "12:00:00", status: "unavailable" });
    const page = await (await app.request("/admin", { headers: { Cookie: cookie } })).text();
    const stat = (title: string) => page.match(new RegExp(`data-testid="stat-${title}">(\\d+)<`))?.[1];
    expect(stat("Total Bookings")).toBe("2");
    expect(stat("Today&#x27;s Bookings")).toBe("1");
    expect(stat("Available Slots")).toBe("2");
    expect(page).toContain("Tomorrow Person");
  });

  it("exports bookings as CSV, escaped, with formulas defused", async () => {
    await createSlot(
      db(),
      { slotDate: "2030-01-07", slotTime: "10:00:00" },
      {
        name: '=HYPERLINK("http://evil.example")',
        email: "ada@example.com",
        phone: "+1 555 0100",
        notes: 'Line one\nsaid "hi", then left',
      },
    );
    await createSlot(
      db(),
      { slotDate: "2030-01-06", slotTime: "09:00:00" },
      { name: "@SUM(A1)", email: "-x@example.com" },
    );
    const response = await app.request("/admin/bookings.csv", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // UTF-8 with its byte-order mark, which spreadsheets read as UTF-8 (fetch's text() drops the mark).
    expect([...new Uint8Array(await response.clone().arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe(
      "Date,Time,Name,Email,Phone,Notes,Booked at,Status,Cancelled by,Cancelled at,Cancellation reason," +
        "Moved from,Moved by,Moved at," +
        "Company size,What would you like to automate?,Source,Referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content",
    );
    // No qualifying answers and no source: the last columns say "direct" only.
    expect(lines[1]).toMatch(
      /^2030-01-06,09:00,'@SUM\(A1\),'-x@example\.com,,,\d{4}-.*Z,confirmed,,,,,,,,,direct,,,,,,$/,
    );
    // Rows end in CRLF; a line break inside a quoted cell stays as it was.
    expect(lines[2]).toMatch(
      /^2030-01-07,10:00,"'=HYPERLINK\(""http:\/\/evil\.example""\)",ada@example\.com,'\+1 555 0100,"Line one\nsaid ""hi"", then left",\d{4}-.*Z,confirmed,,,,,,,,,direct,,,,,,$/,
    );
    expect(lines.slice(3)).toEqual([""]);
    const [booking] = await db().select().from(bookings).where(eq(bookings.customerEmail, "ada@example.com"));
    expect(booking?.customerName).toBe('=HYPERLINK("http://evil.example")');
  });

  it("exports a cancelled booking with its status, who cancelled, when and why", async () => {
    const slot = await adasBookedSlot();
    const cancelled = await onSlot("cancel-booking", slot, { reason: "=Team away, sorry" });
    expect(cancelled.status).toBe(200);
    const lines = (
      await (await app.request("/admin/bookings.csv", { headers: { Cookie: cookie } })).text()
    ).split("\r\n");
    expect(lines[1]).toMatch(
      /^2030-01-07,10:00,Ada Lovelace,ada@example\.com,,,\d{4}-.*Z,cancelled,owner,\d{4}-\d{2}-\d{2}T.*Z,"'=Team away, sorry",,,,,,direct,,,,,,$/,
    );
  });
});
