import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import { currentFeed, replaceFeed, revokeFeed } from "../../server/calendar-writes/booking-feed";
import { bookings } from "../../server/db/schema";
import { eventsOf } from "../support/calendar-events";
import { agencyZone, createSlot } from "../support/slot-factory";
import { agencyDay, startTestApp, type TestApp } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// The owner's private subscription address: the standing bookings (recent and to come) as a calendar
// any calendar app reads, parsed here by ical.js; replaced or revoked, an address answers 404.

describe.each(databaseKinds)("the bookings' subscription address on %s", (kind) => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp(kind);
  });
  afterEach(async () => {
    await app.close();
  });

  const db = () => app.services.database.db;
  const feedOf = async (address: string) => app.request(new URL(address).pathname);

  async function booking(days: number, name: string, extra: { phone?: string; notes?: string } = {}) {
    const slotDate = agencyDay(app, days);
    const slot = await createSlot(
      db(),
      { slotDate, slotTime: "10:00:00" },
      { name, email: "c@example.com", ...extra },
    );
    const [row] = await db()
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.timeSlotId, slot.id));
    return { id: row?.id ?? "", start: wallClockToInstant(slotDate, "10:00:00", agencyZone) };
  }

  it("lists the standing bookings from 30 days ago on, with who booked, their answers and the admin link", async () => {
    const coming = await booking(2, "Grace Hopper", { phone: "+52 81 1234 5678", notes: "About invoices" });
    await db()
      .update(bookings)
      .set({ leadAnswers: { company_size: "11-50", automation_goal: "back-office" }, placeKind: "phone" })
      .where(eq(bookings.id, coming.id));
    const recent = await booking(-10, "Alan Turing");
    await db()
      .update(bookings)
      .set({ placeKind: "address", placeDetail: "1 Main St, Monterrey" })
      .where(eq(bookings.id, recent.id));
    await booking(-40, "Too Long Ago");
    const cancelled = await booking(3, "Cancelled Caller");
    await db()
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: new Date(), cancelledBy: "owner" })
      .where(eq(bookings.id, cancelled.id));

    const { address, replaced } = await replaceFeed(db(), app.services.booking.clientSecret, app.url);
    expect(replaced).toBe(false);
    expect(address.webcal).toMatch(/^webcal:\/\/127\.0\.0\.1:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(address.https).toBe(address.webcal.replace(/^webcal:/, "http:"));
    const answer = await feedOf(address.https);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");

    const events = eventsOf(await answer.text());
    expect(
      events.map(({ uid, start, summary, location, url }) => ({ uid, start, summary, location, url })),
    ).toEqual([
      {
        uid: recent.id,
        start: recent.start,
        summary: "Strategy call: Alan Turing",
        location: "1 Main St, Monterrey",
        url: undefined,
      },
      {
        uid: coming.id,
        start: coming.start,
        summary: "Strategy call: Grace Hopper",
        location: "Phone call to +52 81 1234 5678",
        url: undefined,
      },
    ]);
    expect(events[1]?.description.split("\n")).toEqual([
      "Customer: Grace Hopper",
      "Email: c@example.com",
      "Phone: +52 81 1234 5678",
      "Notes: About invoices",
      "Company size: 11–50 people",
      "What would you like to automate?: Back office and data entry",
      "",
      "You call Grace Hopper at +52 81 1234 5678.",
      `The booking in the admin area: ${app.url}/admin/bookings/${coming.id}`,
    ]);
  });

  it("answers 404 at an address that was replaced or revoked, and at one that never was", async () => {
    const never = await app.request(`/calendar/${"A".repeat(43)}.ics`);
    expect(never.status).toBe(404);
    expect(await never.text()).toContain("it was replaced or revoked");

    const { address: first } = await replaceFeed(db(), app.services.booking.clientSecret, app.url);
    expect((await feedOf(first.https)).status).toBe(200);
    expect(await currentFeed(db(), app.services.booking.clientSecret, app.url)).toEqual(first);

    const { address: second, replaced } = await replaceFeed(db(), app.services.booking.clientSecret, app.url);
    expect(replaced).toBe(true);
    expect(second.https).not.toBe(first.https);
    expect((await feedOf(first.https)).status).toBe(404);
    expect((await feedOf(second.https)).status).toBe(200);

    await revokeFeed(db());
    expect((await feedOf(second.https)).status).toBe(404);
    expect(await currentFeed(db(), app.services.booking.clientSecret, app.url)).toBeUndefined();
  });
});
