import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingWindow } from "../../domain/slot-rules";
import { agencyZone, createSlot } from "../../tests/support/slot-factory";
import { postForm, startTestApp, type TestApp } from "../../tests/support/test-app";
import { databaseKinds } from "../../tests/support/test-database";
import { timeSlots } from "../db/schema";

// GET /api/booking-calendar: the booking page's reads in the browser, served from memory, and never
// older than the last change to the date.

describe.each(databaseKinds)("the booking calendar endpoint on %s", (kind) => {
  let app: TestApp;
  let tomorrow: string;

  beforeEach(async () => {
    app = await startTestApp(kind);
    tomorrow = bookingWindow(new Date(), agencyZone).dates[1] as string;
  });

  afterEach(async () => {
    await app.close();
  });

  const read = async (query: string) => {
    const response = await app.request(`/api/booking-calendar${query}`, {
      headers: { "Accept-Encoding": "gzip, br" },
    });
    return { response, body: await response.json() };
  };

  it("answers the page's data as small uncompressed JSON, never cached by the browser", async () => {
    const db = app.services.database.db;
    await createSlot(db, { slotDate: tomorrow, slotTime: "10:00:00" });
    await createSlot(db, { slotDate: tomorrow, slotTime: "09:00:00" });
    await createSlot(db, { slotDate: tomorrow, slotTime: "11:00:00", status: "unavailable" });
    const { response, body } = await read(`?date=${tomorrow}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(body.date).toBe(tomorrow);
    expect(body.slots.map((slot: { time: string }) => slot.time)).toEqual(["09:00:00", "10:00:00"]);
    expect(body.days).toHaveLength(7);
    expect(body.days[1]).toEqual({ date: tomorrow, count: 2 });
    expect(body.agency.zone).toBe(agencyZone);
  });

  it("answers HEAD with the headers of the JSON and no body", async () => {
    await createSlot(app.services.database.db, { slotDate: tomorrow, slotTime: "09:00:00" });
    const get = await app.request(`/api/booking-calendar?date=${tomorrow}`);
    const head = await app.request(`/api/booking-calendar?date=${tomorrow}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toMatch(/^application\/json/);
    expect(head.headers.get("content-length")).toBe(get.headers.get("content-length"));
    expect(await head.text()).toBe("");
    expect(Number(get.headers.get("content-length"))).toBe((await get.arrayBuffer()).byteLength);
  });

  it("answers no date and no slots for a date outside the window or not a date", async () => {
    for (const query of ["", "?date=2020-01-01", "?date=tomorrow", "?date=2030-02-30"]) {
      const { response, body } = await read(query);
      expect(response.status, query).toBe(200);
      expect(body.date, query).toBeNull();
      expect(body.slots, query).toEqual([]);
    }
  });

  it("forgets a date's slots as soon as one is booked here or changed by anyone", async () => {
    const db = app.services.database.db;
    const booked = await createSlot(db, { slotDate: tomorrow, slotTime: "09:00:00" });
    const closed = await createSlot(db, { slotDate: tomorrow, slotTime: "10:00:00" });
    await createSlot(db, { slotDate: tomorrow, slotTime: "11:00:00" });
    expect((await read(`?date=${tomorrow}`)).body.slots).toHaveLength(3);

    const answer = await postForm(app, "/book-call.data", {
      time_slot_id: booked.id,
      customer_name: "Ada Lovelace",
      customer_email: "ada@example.com",
    });
    expect(answer.status).toBe(200);
    expect((await read(`?date=${tomorrow}`)).body.slots.map((slot: { id: string }) => slot.id)).not.toContain(
      booked.id,
    );

    // A change made elsewhere (another instance, the admin) reaches this process through NOTIFY.
    await db.update(timeSlots).set({ status: "unavailable" }).where(eq(timeSlots.id, closed.id));
    await expect
      .poll(async () => (await read(`?date=${tomorrow}`)).body.slots.length, { timeout: 5_000 })
      .toBe(1);
  });
});
