import { eq, inArray, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { messages } from "../../server/booking/submit-booking";
import { bookingRefusals, bookings, timeSlots } from "../../server/db/schema";
import { bookOverHttp } from "../support/booking-http";
import { createBookableSlots } from "../support/slot-factory";
import { agencyDay, cookieHeader, startTestApp, type TestApp, testAdmin } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// One client cannot hoard the calendar: an e-mail address holds at most 2 calls still to come, a
// client (an IPv4 address, an IPv6 /64) at most 6, counted in the database as each booking is made.
// A refusal says why and what to do, and leaves the time free for others; the owner sees the count.

const office = "198.51.100.40";

describe.each(databaseKinds)("upcoming bookings per e-mail and per client on %s", (kind) => {
  let app: TestApp;
  afterEach(async () => {
    await app?.close();
  });

  async function answerOf(slotId: string, email: string, forwardedFor: string) {
    const response = await bookOverHttp(app.url, slotId, { email, forwardedFor });
    return { status: response.status, text: await response.text() };
  }

  async function statusOf(slotId: string) {
    const [slot] = await app.services.database.db
      .select({ status: timeSlots.status })
      .from(timeSlots)
      .where(eq(timeSlots.id, slotId));
    return slot?.status;
  }

  it("refuses a third upcoming call for one e-mail, however written and wherever from; the time stays free", async () => {
    app = await startTestApp(kind);
    const slots = await createBookableSlots(app.services.database.db, 4);
    const [first, second, third, fourth] = slots.map((slot) => slot.id);
    expect((await answerOf(first ?? "", "hoarder@example.com", "203.0.113.1")).status).toBe(200);
    expect((await answerOf(second ?? "", "Hoarder@Example.com", "203.0.113.2")).status).toBe(200);

    const refused = await answerOf(third ?? "", "HOARDER@example.com", "203.0.113.3");
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(messages.upcomingPerEmail(2));
    expect(refused.text).toContain(
      "You already have 2 upcoming calls booked with this e-mail address, the most one address may hold. You can book another once one of them has taken place, or move or cancel one from the link in its e-mail (lost it? Find my booking, below, sends the links again).",
    );
    // Nothing about the calls held: no date, no time, no name.
    for (const slot of slots.slice(0, 2)) {
      expect(refused.text).not.toContain(slot.slotDate);
      expect(refused.text).not.toContain(slot.slotTime.slice(0, 5));
    }
    expect(refused.text).not.toContain("Ada Lovelace");
    expect(await statusOf(third ?? "")).toBe("available");

    expect((await answerOf(third ?? "", "someone-else@example.com", "203.0.113.3")).status).toBe(200);
    expect((await answerOf(fourth ?? "", "hoarder@example.com", "203.0.113.4")).status).toBe(429);
  });

  it("lets an office's colleagues book from one address up to 6, then refuses saying why; others still book", async () => {
    app = await startTestApp(kind);
    const slots = (await createBookableSlots(app.services.database.db, 8)).map((slot) => slot.id);
    for (let colleague = 1; colleague <= 6; colleague++) {
      const answer = await answerOf(
        slots[colleague - 1] ?? "",
        `colleague${colleague}@office.example`,
        office,
      );
      expect(answer.status, `colleague ${colleague}`).toBe(200);
    }
    const refused = await answerOf(slots[6] ?? "", "colleague7@office.example", office);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(
      "6 upcoming calls are already booked from your network, the most one network may hold. You can book another once one of them has taken place, or book from another network.",
    );
    expect(await statusOf(slots[6] ?? "")).toBe("available");
    expect((await answerOf(slots[6] ?? "", "colleague7@office.example", "198.51.100.41")).status).toBe(200);
  });

  it("counts an IPv6 client by its /64, and keeps only a keyed digest of it with the booking", async () => {
    app = await startTestApp(kind, { UPCOMING_BOOKINGS_PER_CLIENT: "2" });
    const slots = (await createBookableSlots(app.services.database.db, 3)).map((slot) => slot.id);
    expect((await answerOf(slots[0] ?? "", "v6-a@example.com", "2001:db8:1:2::a")).status).toBe(200);
    expect((await answerOf(slots[1] ?? "", "v6-b@example.com", "2001:db8:1:2:ffff::b")).status).toBe(200);
    const refused = await answerOf(slots[2] ?? "", "v6-c@example.com", "2001:db8:1:2:1234:5678:9:c");
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(messages.upcomingPerClient(2));

    const kept = await app.services.database.db.select({ client: bookings.clientKeyHash }).from(bookings);
    expect(kept).toHaveLength(2);
    expect(kept[0]?.client).toBe(kept[1]?.client);
    expect(kept[0]?.client).toMatch(/^[\w-]{43}$/);
    expect(kept[0]?.client).not.toContain("2001");
  });

  it("counts only calls still to come, and follows UPCOMING_BOOKINGS_PER_EMAIL", async () => {
    app = await startTestApp(kind, { UPCOMING_BOOKINGS_PER_EMAIL: "1" });
    const { db } = app.services.database;
    const slots = (await createBookableSlots(db, 3)).map((slot) => slot.id);
    expect((await answerOf(slots[0] ?? "", "once@example.com", "203.0.113.20")).status).toBe(200);
    // The same reason every time: a refusal is no attempt, so the hourly limit (5) never speaks first.
    for (let attempt = 1; attempt <= 7; attempt++) {
      const refused = await answerOf(slots[1] ?? "", "once@example.com", "203.0.113.20");
      expect(refused.status, `attempt ${attempt}`).toBe(429);
      expect(refused.text, `attempt ${attempt}`).toContain(
        "You already have 1 upcoming call booked with this e-mail address, the most one address may hold.",
      );
    }
    // The call took place (its slot is now yesterday's): the address may book again.
    const yesterday = agencyDay(app, -1);
    await db
      .update(timeSlots)
      .set({ slotDate: yesterday })
      .where(eq(timeSlots.id, slots[0] ?? ""));
    expect((await answerOf(slots[1] ?? "", "once@example.com", "203.0.113.20")).status).toBe(200);
  });

  it("holds the limit when bookings for one e-mail arrive together", async () => {
    app = await startTestApp(kind);
    const { db } = app.services.database;
    const slots = (await createBookableSlots(db, 6)).map((slot) => slot.id);
    const statuses = await Promise.all(
      slots.map((slotId, index) =>
        answerOf(slotId, "together@example.com", `203.0.113.${30 + index}`).then((answer) => answer.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    const booked = await db
      .select({ id: timeSlots.id })
      .from(timeSlots)
      .where(eq(timeSlots.status, "booked"));
    expect(booked).toHaveLength(2);
    expect(
      await db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.timeSlotId, slots)),
    ).toHaveLength(2);
  });

  it("shows the owner how many attempts the limits refused, and keeps nothing personal about them", async () => {
    app = await startTestApp(kind, { UPCOMING_BOOKINGS_PER_EMAIL: "1" });
    const { db } = app.services.database;
    const slots = (await createBookableSlots(db, 4)).map((slot) => slot.id);
    expect((await answerOf(slots[0] ?? "", "counted@example.com", "203.0.113.50")).status).toBe(200);
    for (const slotId of slots.slice(1)) {
      expect((await answerOf(slotId, "counted@example.com", "203.0.113.50")).status).toBe(429);
    }
    const rows = await db.select().from(bookingRefusals);
    expect(rows).toEqual([
      {
        day: agencyDay(app),
        reason: "upcoming_per_email",
        count: 3,
      },
    ]);
    const stored = await db.execute(sql`select * from booking_refusals`);
    expect(JSON.stringify(stored)).not.toMatch(/counted|203\.0\.113/);

    const signedIn = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: app.url },
      body: JSON.stringify(testAdmin),
    });
    const dashboard = await (
      await app.request("/admin", { headers: { Cookie: cookieHeader(signedIn) } })
    ).text();
    expect(dashboard).toContain('data-testid="stat-Refused Attempts">3</p>');
    expect(dashboard).toContain("Bookings over a limit, last 30 days");
  });
});
