import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readableDate } from "../../domain/admin-dates";
import { addDays } from "../../domain/agency-time";
import { DEFAULT_BOOKING_RULES } from "../../domain/booking-rules";
import { readBookingRules, saveBookingRules } from "../../server/booking/booking-policy";
import { dateOverrides } from "../../server/db/schema";
import { defaultRulesForm } from "../support/booking-rules-form";
import { blockDates, giveDateHours } from "../support/hours-factory";
import { bookableDates, createSlot } from "../support/slot-factory";
import { postForm, startSignedIn, type TestApp } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// The owner edits the booking rules and date overrides in the settings; the booking page's remembered
// reads and the live pages follow at once, on this instance and, through NOTIFY, on every other.

const [date = "", otherDate = ""] = bookableDates();

describe.each(databaseKinds)("booking rules in the admin settings on %s", (kind) => {
  let app: TestApp;
  let cookie: string;
  beforeEach(async () => {
    ({ app, cookie } = await startSignedIn(kind));
  });
  afterEach(async () => {
    await app?.close();
  });

  const db = () => app.services.database.db;
  const act = (fields: Record<string, string>) => postForm(app, "/admin/settings.data", fields, cookie);
  const calendar = async (on: string) =>
    (await (await app.request(`/api/booking-calendar?date=${on}`)).json()) as {
      days: { date: string; count: number }[];
      slots: { time: string }[];
    };

  it("saves the rules, and the booking page follows them at once", async () => {
    await createSlot(db(), { slotDate: date, slotTime: "10:00:00" });
    expect((await calendar(date)).days).toHaveLength(7);
    const saved = await act({ ...defaultRulesForm, horizon_days: "30", daily_cap: "3" });
    expect(saved.status).toBe(200);
    expect(await readBookingRules(db())).toEqual({ ...DEFAULT_BOOKING_RULES, horizonDays: 30, dailyCap: 3 });
    expect((await calendar(date)).days).toHaveLength(30);
  });

  it("saves a rule left empty as its default, as the hint beside it says", async () => {
    await act({
      ...defaultRulesForm,
      notice_minutes: "120",
      horizon_days: "30",
      buffer_before_minutes: "10",
    });
    const saved = await act({
      ...defaultRulesForm,
      notice_minutes: "",
      horizon_days: " ",
      buffer_before_minutes: "",
    });
    expect(saved.status).toBe(200);
    expect(await readBookingRules(db())).toEqual(DEFAULT_BOOKING_RULES);
  });

  it("refuses bad rules with the field's own message and changes nothing", async () => {
    for (const [field, value, message] of [
      ["horizon_days", "0", "Booking horizon must be a whole number of days from 1 to 90"],
      ["notice_minutes", "-5", "Minimum notice must be a whole number of minutes"],
      ["buffer_after_minutes", "1e2", "Buffer after a call must be a whole number of minutes from 0 to 240"],
      ["daily_cap", "0", "Daily cap must be empty (no cap) or a whole number of bookings from 1 to 24"],
      ["daily_cap", "-1", "Daily cap must be empty (no cap) or a whole number of bookings from 1 to 24"],
      ["daily_cap", "two", "Daily cap must be empty (no cap) or a whole number of bookings from 1 to 24"],
    ] as const) {
      const response = await act({ ...defaultRulesForm, [field]: value });
      expect(response.status, field).toBe(400);
      expect(await response.text(), field).toContain(message);
    }
    expect(await readBookingRules(db())).toEqual(DEFAULT_BOOKING_RULES);
  });

  it("blocks a date: the page shows it with no slots, the live pages hear of it; removing it brings them back", async () => {
    await createSlot(db(), { slotDate: date, slotTime: "10:00:00" });
    await createSlot(db(), { slotDate: otherDate, slotTime: "10:00:00" });
    expect((await calendar(date)).slots).toHaveLength(1);
    const stream = await app.request(`/api/slots/events?date=${date}`);
    const reader = stream.body?.getReader();
    const decoder = new TextDecoder();
    const blocked = await act({
      intent: "block-dates",
      from_date: date,
      to_date: "",
      kind: "blocked",
      note: "Holiday",
    });
    expect(blocked.status).toBe(200);
    let heard = "";
    while (!heard.includes("slots-changed")) heard += decoder.decode((await reader?.read())?.value);
    expect(heard).toContain(`event: slots-changed\ndata: ${date}`);
    await reader?.cancel();
    const after = await calendar(date);
    expect(after.slots).toEqual([]);
    expect(after.days.find((day) => day.date === date)?.count).toBe(0);
    expect(after.days.find((day) => day.date === otherDate)?.count).toBe(1);

    const [override] = await db().select().from(dateOverrides);
    expect(override).toMatchObject({ fromDate: date, toDate: date, opensAt: null, note: "Holiday" });
    const removed = await act({ intent: "remove-override", override_id: override?.id ?? "" });
    expect(removed.status).toBe(200);
    expect((await calendar(date)).slots).toHaveLength(1);
  });

  it("refuses a bad range or hours with a clear message, and nothing is stored", async () => {
    for (const [fields, message] of [
      [{ from_date: "" }, "Choose the first date"],
      [{ from_date: "2030-02-30" }, "Choose the first date"],
      [{ from_date: "2020-03-01" }, "Sun 1 Mar 2020 has passed (today is "],
      [{ from_date: "2020-03-01", to_date: "2020-03-05" }, "Thu 5 Mar 2020 has passed (today is "],
      [{ from_date: otherDate, to_date: date }, "The last date must not be before the first"],
      [
        { from_date: date, kind: "hours", opens_at: "12:00", closes_at: "10:00" },
        "Closing must be after opening",
      ],
      [
        { from_date: date, kind: "hours", opens_at: "9:30", closes_at: "10:00" },
        "Opening must be a whole hour",
      ],
    ] as const) {
      const response = await act({ intent: "block-dates", kind: "blocked", ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.text(), JSON.stringify(fields)).toContain(message);
    }
    expect(await db().select().from(dateOverrides)).toEqual([]);
    const missing = await act({
      intent: "remove-override",
      override_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(missing.status).toBe(404);
  });

  it("refuses hours on a date that overlap hours already set for it; touching or elsewhere is fine", async () => {
    const hours = (from: string, to: string, opens: string, closes: string) =>
      act({
        intent: "block-dates",
        kind: "hours",
        from_date: from,
        to_date: to,
        opens_at: opens,
        closes_at: closes,
      });
    expect((await hours(date, "", "10:00", "12:00")).status).toBe(200);
    const overlapping = await hours(date, "", "11:00", "13:00");
    expect(overlapping.status).toBe(400);
    expect(await overlapping.text()).toContain(
      `11:00–13:00 overlaps 10:00–12:00, set for ${readableDate(date)}: hours of one date must not overlap.`,
    );
    // A range of dates that takes the date in is refused too.
    const overRange = await hours(date, otherDate, "09:00", "11:00");
    expect(overRange.status).toBe(400);
    expect(await overRange.text()).toContain("09:00–11:00 overlaps 10:00–12:00");
    expect((await hours(date, "", "12:00", "14:00")).status).toBe(200);
    expect((await hours(otherDate, "", "11:00", "13:00")).status).toBe(200);
    const stored = await db().select().from(dateOverrides);
    expect(stored.map((row) => [row.fromDate, row.opensAt, row.closesAt]).sort()).toEqual(
      [
        [date, "10:00:00", "12:00:00"],
        [date, "12:00:00", "14:00:00"],
        [otherDate, "11:00:00", "13:00:00"],
      ].sort(),
    );
  });

  it("refuses blocking a blocked date again, or giving it hours, naming the block; the removed block reopens it", async () => {
    await createSlot(db(), { slotDate: date, slotTime: "10:00:00" });
    const block = (fields: Record<string, string>) =>
      act({ intent: "block-dates", kind: "blocked", to_date: "", note: "", ...fields });
    expect((await block({ from_date: date, note: "Conference" })).status).toBe(200);
    const blocked = `${readableDate(date)} (Conference)`;
    for (const [fields, message] of [
      [
        { from_date: date },
        `Already blocked: ${blocked}. To block these dates differently, remove that block first.`,
      ],
      [{ from_date: addDays(date, -1), to_date: otherDate }, `Already blocked: ${blocked}.`],
      [
        { from_date: date, kind: "hours", opens_at: "10:00", closes_at: "12:00" },
        `Blocked: ${blocked}, so no hours can be offered then. To set hours of its own, remove that block first.`,
      ],
    ] as const) {
      const response = await block(fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.text(), JSON.stringify(fields)).toContain(message);
    }
    const stored = await db().select().from(dateOverrides);
    expect(stored).toHaveLength(1);
    expect((await act({ intent: "remove-override", override_id: stored[0]?.id ?? "" })).status).toBe(200);
    expect((await calendar(date)).slots).toHaveLength(1);
    // The dates beside a block may be blocked on their own.
    expect((await block({ from_date: date })).status).toBe(200);
    expect((await block({ from_date: otherDate })).status).toBe(200);
  });

  it("forgets the remembered reads when the rules change elsewhere (another instance), through NOTIFY", async () => {
    await createSlot(db(), { slotDate: date, slotTime: "10:00:00" });
    await createSlot(db(), { slotDate: date, slotTime: "11:00:00" });
    expect((await calendar(date)).slots).toHaveLength(2);
    await giveDateHours(db(), date, ["11:00:00", "12:00:00"]);
    await expect
      .poll(async () => (await calendar(date)).slots.map((slot) => slot.time), { timeout: 5_000 })
      .toEqual(["11:00:00"]);
    await saveBookingRules(db(), { ...DEFAULT_BOOKING_RULES, horizonDays: 14 });
    await expect.poll(async () => (await calendar(date)).days.length, { timeout: 5_000 }).toBe(14);
  });

  it("shows the rules with their defaults and zone, the overrides and the bookings on blocked dates among the calls outside the hours", async () => {
    await createSlot(
      db(),
      { slotDate: otherDate, slotTime: "10:00:00" },
      { name: "Grace Hopper", email: "grace@example.com" },
    );
    await blockDates(db(), date, { to: otherDate, note: "Conference" });
    const page = await (await app.request("/admin/settings", { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Booking rules");
    expect(page).toContain("America/Monterrey");
    expect(page).toContain("Conference");
    expect(page).toContain("Block dates");
    expect(page).toContain("Booked calls outside your hours");
    expect(page).toContain("Grace Hopper");
  });
});
