import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateInZone } from "../../domain/agency-time";
import type { VisitorStep } from "../../domain/funnel";
import { bookingsCsv } from "../../server/admin/bookings-csv";
import { recentBookings } from "../../server/admin/dashboard";
import { slotsOfDay } from "../../server/admin/time-slots";
import type { DatabaseHandle } from "../../server/db/connection";
import { bookings, emailOutbox, funnelCounts, timeSlots } from "../../server/db/schema";
import { countFunnelStep, leadInsight } from "../../server/funnel/funnel-counts";
import { FUNNEL_STEP_LIMIT } from "../../server/funnel/funnel-route";
import { submitForm, testDesk } from "../support/booking-desk";
import { agencyZone, createSlot } from "../support/slot-factory";
import { startTestApp, type TestApp } from "../support/test-app";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

// Issue 14 items 4 and 5: the qualifying answers and the visit's source are validated by the booking
// schema, stored with the booking and shown to the owner; the funnel counts steps, never people.

const today = () => dateInZone(new Date(), agencyZone);

const qualified = {
  company_size: "11-50",
  automation_goal: "other",
  automation_goal_other: "Invoice matching",
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "spring-launch",
  source_referrer: "https://news.example/issue-12",
};

async function book(database: DatabaseHandle, fields: Record<string, string>, time = "10:00:00") {
  const slot = await createSlot(database.db, { slotDate: "2030-03-06", slotTime: time });
  const answer = await submitForm(testDesk(database.db), { time_slot_id: slot.id, ...fields });
  return { slot, answer };
}

async function nothingBooked(database: DatabaseHandle, slotId: string) {
  expect(await database.db.select().from(bookings)).toHaveLength(0);
  const [slot] = await database.db.select().from(timeSlots).where(eq(timeSlots.id, slotId));
  expect(slot?.status).toBe("available");
  expect(await database.db.select().from(funnelCounts)).toHaveLength(0);
}

describe.each(databaseKinds)("qualified leads and sources on %s", (kind) => {
  const database = freshDatabasePerTest(kind);

  it("stores the answers and the source with the booking, and shows them in the admin, the CSV and the agency's e-mail", async () => {
    const { slot, answer } = await book(database, qualified);
    expect(answer.ok).toBe(true);

    const [row] = await database.db.select().from(bookings);
    expect(row?.leadAnswers).toEqual({
      company_size: "11-50",
      automation_goal: "other",
      automation_goal_other: "Invoice matching",
    });
    expect(row).toMatchObject({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring-launch",
      utmTerm: null,
      utmContent: null,
      sourceReferrer: "https://news.example/issue-12",
    });

    const [recent] = await recentBookings(database.db, 10);
    expect(recent).toMatchObject({ utmSource: "newsletter", leadAnswers: row?.leadAnswers });
    const booked = (await slotsOfDay(database.db, "2030-03-06")).find((each) => each.id === slot.id);
    expect(booked?.booking).toMatchObject({ utmCampaign: "spring-launch", leadAnswers: row?.leadAnswers });

    const [header, line] = (await bookingsCsv(database.db)).trim().split("\r\n");
    expect(header).toContain(
      "Company size,What would you like to automate?,Source,Referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content",
    );
    expect(line).toContain(
      "11–50 people,Something else: Invoice matching,newsletter,https://news.example/issue-12,newsletter,email,spring-launch,,",
    );

    const [notice] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "booking_admin_notice"));
    const text = (notice?.message as { text: string } | undefined)?.text;
    expect(text).toContain("Company size: 11–50 people");
    expect(text).toContain("What would you like to automate?: Something else: Invoice matching");
    expect(text).toContain("Source: newsletter / email / spring-launch · from https://news.example/issue-12");
    // The visitor's own confirmation is about the call, not about how the agency sees the lead.
    const [confirmation] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "booking_confirmation"));
    expect((confirmation?.message as { text: string } | undefined)?.text).not.toContain("newsletter");
  });

  it("keeps the spec's four fields alone enough: no answers and no source are stored as none", async () => {
    const { answer } = await book(database, {});
    expect(answer.ok).toBe(true);
    const [row] = await database.db.select().from(bookings);
    expect(row).toMatchObject({ leadAnswers: null, utmSource: null, sourceReferrer: null });
    const [, line] = (await bookingsCsv(database.db)).trim().split("\r\n");
    expect(line).toMatch(/,,,direct,,,,,,$/);
  });

  it("refuses an answer that is not one of the options, with the question's words, and books nothing", async () => {
    const { slot, answer } = await book(database, { company_size: "a million" });
    expect(answer).toMatchObject({
      ok: false,
      status: 400,
      message: "Please correct the highlighted fields.",
      fieldErrors: { company_size: 'Please choose one of the options for "Company size"' },
    });
    await nothingBooked(database, slot.id);
  });

  it('asks for the words of "Something else", and refuses too many of them', async () => {
    const missing = await book(database, { automation_goal: "other" });
    expect(missing.answer).toMatchObject({
      status: 400,
      fieldErrors: { automation_goal_other: "Please say what else you would like to automate" },
    });
    const long = await book(
      database,
      { automation_goal: "other", automation_goal_other: "x".repeat(201) },
      "11:00:00",
    );
    expect(long.answer).toMatchObject({
      status: 400,
      fieldErrors: { automation_goal_other: '"What else?" must be less than 200 characters' },
    });
    await nothingBooked(database, missing.slot.id);
  });

  it("refuses a hand-written source with a control character or over its length, saying which, and books nothing", async () => {
    const control = await book(database, { utm_campaign: "spring\u0000launch" });
    expect(control.answer).toMatchObject({
      ok: false,
      status: 400,
      message: "The visit's source (utm_campaign) contains a character that is not allowed",
      fieldErrors: {},
    });
    const long = await book(
      database,
      { source_referrer: `https://a.example/${"x".repeat(500)}` },
      "11:00:00",
    );
    expect(long.answer).toMatchObject({
      status: 400,
      message: "The visit's source is too long: source_referrer must be less than 500 characters",
    });
    await nothingBooked(database, control.slot.id);
  });

  it("counts each funnel step per day, and bookings by source over 30 days", async () => {
    for (const step of ["visit", "visit", "booking_view", "date_chosen", "time_chosen"] as const)
      await countFunnelStep(database.db, step, agencyZone);
    // The first visit's browser counted its steps; the other bookings came from browsers that counted
    // nothing (their beacons blocked), so each counts every step up to "booked".
    await book(database, { ...qualified, funnel_counted: "visit,booking_view,date_chosen,time_chosen" });
    await book(database, { source_referrer: "https://www.google.com/" }, "11:00:00");
    await book(database, { utm_source: "newsletter" }, "12:00:00");
    await book(database, {}, "13:00:00");

    const insight = await leadInsight(database.db, today(), agencyZone);
    expect(insight.funnel).toEqual([
      { step: "visit", count: 5 },
      { step: "booking_view", count: 4 },
      { step: "date_chosen", count: 4 },
      { step: "time_chosen", count: 4 },
      { step: "booked", count: 4 },
    ]);
    expect(insight.sources).toEqual([
      { source: "newsletter", bookings: 2 },
      { source: "direct", bookings: 1 },
      { source: "www.google.com", bookings: 1 },
    ]);
    // Only numbers per day and step: nothing that tells one visitor from another.
    const rows = await database.db.select().from(funnelCounts);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(["count", "day", "step"]);

    // Days older than the window drop out.
    await database.db.update(funnelCounts).set({ day: "2000-01-01" });
    await database.db.update(bookings).set({ createdAt: new Date("2000-01-01T12:00:00Z") });
    const old = await leadInsight(database.db, today(), agencyZone);
    expect(old.funnel.every((step) => step.count === 0)).toBe(true);
    expect(old.sources).toEqual([]);
  });

  it("counts a booking as 'booked' and each step before it its visit's browser did not count, never a step twice", async () => {
    const counts = async () =>
      (await leadInsight(database.db, today(), agencyZone)).funnel.map((step) => step.count);
    const browserCounts = async (...steps: VisitorStep[]) => {
      for (const step of steps) await countFunnelStep(database.db, step, agencyZone);
      return steps.join(",");
    };
    // A link from the chat straight to a time: the browser counted the visit and the booking page only.
    await book(database, { funnel_counted: await browserCounts("visit", "booking_view") });
    expect(await counts()).toEqual([1, 1, 1, 1, 1]);
    // Every step counted by the browser: the booking adds "booked" alone.
    const all = await browserCounts("visit", "booking_view", "date_chosen", "time_chosen");
    await book(database, { funnel_counted: all }, "11:00:00");
    expect(await counts()).toEqual([2, 2, 2, 2, 2]);
    // What is no step is no step: counted again.
    await book(database, { funnel_counted: "landing_view,booked" }, "12:00:00");
    expect(await counts()).toEqual([3, 3, 3, 3, 3]);
    // A refused booking counts nothing, whatever its browser says.
    const refused = await book(database, { funnel_counted: "x".repeat(101) }, "13:00:00");
    expect(refused.answer).toMatchObject({ status: 400 });
    expect(await counts()).toEqual([3, 3, 3, 3, 3]);
  });
});

describe.each(databaseKinds)("the funnel beacon on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  const counts = async () =>
    Object.fromEntries(
      (await app.services.database.db.select().from(funnelCounts)).map((row) => [row.step, row.count]),
    );
  const beacon = (step: string, headers: Record<string, string> = { Origin: app.url }) =>
    app.request(`/api/funnel/${step}`, { method: "POST", headers });

  it("counts a step from the site's own pages, refuses others' and unknown steps with a reason, then limits a client", async () => {
    const counted = await beacon("visit");
    expect(counted.status).toBe(204);
    expect(counted.headers.get("set-cookie")).toBeNull();
    expect(await counts()).toEqual({ visit: 1 });

    const elsewhere = await beacon("visit", { Origin: "https://evil.example" });
    expect(elsewhere.status).toBe(403);
    const anonymous = await beacon("visit", {});
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toBe(
      "This request did not come from this site's pages, so nothing was counted.",
    );
    const unknown = await beacon("checkout");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("There is no such step to count.");
    // Only a booking counts as booked.
    expect((await beacon("booked")).status).toBe(404);
    expect(await counts()).toEqual({ visit: 1 });

    for (let step = 1; step < FUNNEL_STEP_LIMIT.limit; step++)
      expect((await beacon("date_chosen")).status).toBe(204);
    const limited = await beacon("date_chosen");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await counts()).toEqual({ visit: 1, date_chosen: FUNNEL_STEP_LIMIT.limit - 1 });
  });
});
