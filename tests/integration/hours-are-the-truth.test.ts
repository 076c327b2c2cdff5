import { and, eq, max } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addDays, dayOfWeek } from "../../domain/agency-time";
import type { BookingCalendar } from "../../domain/booking-calendar";
import { bookings, dateOverrides, timeSlots } from "../../server/db/schema";
import { defaultRulesForm } from "../support/booking-rules-form";
import { agencyDay, postForm, startSignedIn, type TestApp } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// Hours are the truth (docs/decisions/031-hours-are-the-truth.md): every kind of change the owner saves
// in the settings changes what GET /api/booking-calendar offers the moment the answer comes back, and
// what the live stream announces, without Generate; a booked call is never touched; Generate agrees.

const hours = (...ranges: [string, string][]) =>
  Object.fromEntries(
    ranges.flatMap(([start, end], index) => [
      [index === 0 ? "start_time" : `start_time_${index + 1}`, `${start}:00`],
      [index === 0 ? "end_time" : `end_time_${index + 1}`, `${end}:00`],
    ]),
  );

describe.each(databaseKinds)("hours are the truth on %s", (kind) => {
  let app: TestApp;
  let cookie: string;
  /** A date well inside the booking window, its weekday the one the tests change. */
  let day: string;
  let weekday: string;
  beforeEach(async () => {
    ({ app, cookie } = await startSignedIn(kind));
    day = agencyDay(app, 3);
    weekday = String(dayOfWeek(day));
  });
  afterEach(async () => {
    await app?.close();
  });

  const db = () => app.services.database.db;
  const act = async (fields: Record<string, string>) => {
    const response = await postForm(app, "/admin/settings.data", fields, cookie);
    expect(response.status, await response.clone().text()).toBe(200);
  };
  const saveDay = (fields: Record<string, string>, on = true) =>
    act({ intent: "save-hours", day_of_week: weekday, is_enabled: String(on), ...fields });
  const calendar = async (date: string) =>
    (await (await app.request(`/api/booking-calendar?date=${date}`)).json()) as BookingCalendar;
  const offered = async (date: string) => (await calendar(date)).slots.map((slot) => slot.time.slice(0, 5));

  /** The call booked at `time` on `day`, as a booking leaves it: slot booked, booking confirmed. */
  async function bookAt(time: string) {
    const [slot] = await db()
      .update(timeSlots)
      .set({ status: "booked" })
      .where(and(eq(timeSlots.slotDate, day), eq(timeSlots.slotTime, `${time}:00`)))
      .returning({ id: timeSlots.id });
    await db()
      .insert(bookings)
      .values({
        timeSlotId: slot?.id ?? "",
        customerName: "Kept Customer",
        customerEmail: "kept@example.com",
      });
    app.services.bookableSlots.forget(null);
    return slot?.id ?? "";
  }
  async function expectUntouched(slotId: string) {
    const [slot] = await db().select().from(timeSlots).where(eq(timeSlots.id, slotId));
    const [booking] = await db().select().from(bookings).where(eq(bookings.timeSlotId, slotId));
    expect(slot?.status).toBe("booked");
    expect(booking?.status).toBe("confirmed");
  }

  /** Listens to the live stream of `dates`; `heard(date)` waits until a change of that date is announced. */
  async function watch(...dates: string[]) {
    const response = await app.request(`/api/slots/events?date=${dates.join(",")}`);
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let text = "";
    await expect.poll(() => app.services.slotEvents.watcherCount).toBeGreaterThan(0);
    return {
      async heard(date: string) {
        while (!text.includes(`event: slots-changed\ndata: ${date}\n\n`))
          text += decoder.decode((await reader?.read())?.value);
        text = "";
      },
      stop: () => reader?.cancel(),
    };
  }

  const all = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"];

  it("a weekday switched off offers nothing at once, switched on offers its hours again; the booked call stays", async () => {
    await saveDay(hours(["09:00", "17:00"]));
    expect(await offered(day)).toEqual(all);
    const booked = await bookAt("11:00");
    const live = await watch(day);

    await saveDay(hours(["09:00", "17:00"]), false);
    expect(await offered(day)).toEqual([]);
    expect((await calendar(day)).days.find((each) => each.date === day)?.count).toBe(0);
    await live.heard(day);
    await expectUntouched(booked);
    const settings = await (await app.request("/admin/settings", { headers: { Cookie: cookie } })).text();
    expect(settings).toContain("Booked calls outside your hours");
    expect(settings).toContain("Kept Customer");

    await saveDay(hours(["09:00", "17:00"]));
    expect(await offered(day)).toEqual(all.filter((time) => time !== "11:00"));
    await live.heard(day);
    await expectUntouched(booked);
    await live.stop();
  });

  it("narrowed hours and a lunch break offer only what lies inside them; Generate adds nothing outside", async () => {
    await saveDay(hours(["09:00", "17:00"]));
    const booked = await bookAt("16:00");
    const live = await watch(day);
    await saveDay(hours(["10:00", "14:00"]));
    expect(await offered(day)).toEqual(["10:00", "11:00", "12:00", "13:00"]);
    await live.heard(day);
    await saveDay(hours(["09:00", "12:00"], ["13:00", "17:00"]));
    expect(await offered(day)).toEqual(["09:00", "10:00", "11:00", "13:00", "14:00", "15:00"]);
    await live.heard(day);
    await expectUntouched(booked);
    // Generate Time Slots agrees: the week is already as the hours make it, and the break stays empty.
    await act({ intent: "generate", days: "14" });
    expect(await offered(day)).toEqual(["09:00", "10:00", "11:00", "13:00", "14:00", "15:00"]);
    const nextWeek = await db()
      .select({ time: timeSlots.slotTime })
      .from(timeSlots)
      .where(eq(timeSlots.slotDate, addDays(day, 7)));
    expect(nextWeek.map((slot) => slot.time.slice(0, 5)).sort()).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
    ]);
    await live.stop();
  });

  it("a blocked date offers nothing at once and its hours come back when unblocked; the booked call stays", async () => {
    await saveDay(hours(["09:00", "17:00"]));
    const booked = await bookAt("10:00");
    const live = await watch(day);
    await act({ intent: "block-dates", from_date: day, to_date: "", kind: "blocked", note: "" });
    expect(await offered(day)).toEqual([]);
    await live.heard(day);
    await expectUntouched(booked);
    // The blocked date's open slots are gone, not merely hidden.
    const left = await db().select().from(timeSlots).where(eq(timeSlots.slotDate, day));
    expect(left.map((slot) => slot.status)).toEqual(["booked"]);

    const [override] = await db().select().from(dateOverrides);
    await act({ intent: "remove-override", override_id: override?.id ?? "" });
    expect(await offered(day)).toEqual(all.filter((time) => time !== "10:00"));
    await live.heard(day);
    await expectUntouched(booked);
    await live.stop();
  });

  it("a date given its own hours offers them at once, though its weekday has none, without Generate", async () => {
    const other = addDays(day, 1);
    expect(await offered(other)).toEqual([]);
    const live = await watch(other);
    await act({
      intent: "block-dates",
      from_date: other,
      to_date: "",
      kind: "hours",
      opens_at: "09:00",
      closes_at: "12:00",
      note: "",
    });
    expect(await offered(other)).toEqual(["09:00", "10:00", "11:00"]);
    await live.heard(other);
    await live.stop();
  });

  it("a longer booking horizon, and the rolling horizon, reach further at once; Generate agrees", async () => {
    await saveDay(hours(["09:00", "12:00"]));
    const far = addDays(day, 14);
    expect((await calendar(far)).date).toBeNull();
    await act({ ...defaultRulesForm, horizon_days: "30" });
    expect(await offered(far)).toEqual(["09:00", "10:00", "11:00"]);

    await act({ intent: "save-horizon", enabled: "true", days: "60" });
    // Slots now reach the last such weekday of the next 60 days.
    const [{ last } = { last: null }] = await db()
      .select({ last: max(timeSlots.slotDate) })
      .from(timeSlots);
    expect((last ?? "") >= agencyDay(app, 53)).toBe(true);
    expect((last ?? "") <= agencyDay(app, 59)).toBe(true);
    const generated = await postForm(app, "/admin/settings.data", { intent: "generate", days: "60" }, cookie);
    expect(await generated.text()).toMatch(/"created",0\b/);
  });
});
