import { request as httpRequest } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInReturnPath } from "../../domain/sign-in-return";
import { newThreadId, saveExchange, startThread } from "../../server/chat/threads";
import {
  bookingRules,
  bookings,
  calendarAccounts,
  chatMessages,
  dateOverrides,
  ownerNotices,
  slotHorizon,
  timeSlots,
  webhookEndpoints,
  weeklyAvailability,
} from "../../server/db/schema";
import { giveDateHours, setWeeklyHours } from "../support/hours-factory";
import { createSlot } from "../support/slot-factory";
import { agencyDay, createUser, postForm, signIn, startSignedIn, type TestApp } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// Every admin URL and action, asked by someone who is not a signed-in admin: no data, no change.

/** fetch will not send another Host; node:http will. */
function rawPost(url: string, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: "POST", headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
    request.end(body);
  });
}

const secretEmail = "secret.customer@example.com";
const secretQuestion = "my private chat question 4471";
const pages = [
  "/admin",
  "/admin/time-slots",
  "/admin/settings",
  "/admin/chat-threads",
  "/admin/bookings",
  "/admin/calendars",
  "/admin/integrations",
  "/admin/bookings",
];

describe.each(databaseKinds)("the admin area on %s", (kind) => {
  let app: TestApp;
  let bookedSlot: string;
  let freeSlot: string;
  let overrideId: string;
  let bookingId: string;
  let visitors: { who: string; cookie: string | undefined; status: 401 | 403 }[];
  let adminCookie: string;
  const threadId = newThreadId();
  const today = () => agencyDay(app);

  beforeAll(async () => {
    ({ app, cookie: adminCookie } = await startSignedIn(kind));
    const { db } = app.services.database;
    bookedSlot = (
      await createSlot(
        db,
        { slotDate: today(), slotTime: "10:00:00" },
        { name: "Secret Customer", email: secretEmail, notes: "private notes" },
      )
    ).id;
    freeSlot = (await createSlot(db, { slotDate: today(), slotTime: "11:00:00" })).id;
    const [booking] = await db.select({ id: bookings.id }).from(bookings);
    bookingId = booking?.id ?? "";
    await setWeeklyHours(db, { Monday: ["09:00:00", "17:00:00"] });
    overrideId = (await giveDateHours(db, today(), ["09:00:00", "12:00:00"])).id;
    await startThread(db, threadId);
    await saveExchange(db, threadId, { question: secretQuestion, answer: "An answer.", tokens: 10 });
    const member = { email: "member@test.example", password: "member-password-1" };
    await createUser(app.services.auth, app.services, { ...member, admin: false });
    visitors = [
      { who: "an anonymous visitor", cookie: undefined, status: 401 },
      { who: "a signed-in user who is not an admin", cookie: await signIn(app, member), status: 403 },
      {
        who: "a visitor with a forged session cookie",
        cookie: "better-auth.session_token=forged.value",
        status: 401,
      },
    ];
  });
  afterAll(async () => {
    await app?.close();
  });

  async function snapshot() {
    const { db } = app.services.database;
    return {
      slots: await db.select().from(timeSlots).orderBy(timeSlots.slotTime),
      bookings: await db.select().from(bookings),
      weekly: await db.select().from(weeklyAvailability),
      horizon: await db.select().from(slotHorizon),
      chat: await db.select().from(chatMessages),
      rules: await db.select().from(bookingRules),
      overrides: await db.select().from(dateOverrides),
      ownerNotices: await db.select().from(ownerNotices),
      calendars: await db.select().from(calendarAccounts),
      webhookEndpoints: await db.select().from(webhookEndpoints),
    };
  }

  const actions = (): { path: string; fields: Record<string, string> }[] => [
    { path: "/admin/time-slots", fields: { intent: "set-status", slot_id: freeSlot, status: "unavailable" } },
    { path: "/admin/time-slots", fields: { intent: "cancel-booking", slot_id: bookedSlot } },
    {
      path: "/admin/settings",
      fields: {
        intent: "save-hours",
        day_of_week: "1",
        start_time: "10:00:00",
        end_time: "12:00:00",
        is_enabled: "false",
      },
    },
    { path: "/admin/settings", fields: { intent: "generate", days: "7" } },
    {
      path: "/admin/settings",
      fields: {
        intent: "save-rules",
        notice_minutes: "0",
        horizon_days: "30",
        buffer_before_minutes: "0",
        buffer_after_minutes: "0",
        daily_cap: "",
      },
    },
    { path: "/admin/settings", fields: { intent: "block-dates", from_date: today(), kind: "blocked" } },
    { path: "/admin/settings", fields: { intent: "remove-override", override_id: overrideId } },
    { path: "/admin/settings", fields: { intent: "save-horizon", enabled: "true", days: "7" } },
    { path: "/admin/settings", fields: { intent: "remove-outside-hours", day_of_week: "1" } },
    { path: "/admin/settings", fields: { intent: "save-owner-notices", enabled: "false" } },
    {
      path: "/admin/time-slots",
      fields: { intent: "mark-attendance", booking_id: bookingId, attendance: "no_show" },
    },
    { path: "/admin", fields: { intent: "mark-attendance", booking_id: bookingId, attendance: "no_show" } },
    { path: "/admin/chat-threads", fields: { intent: "delete", thread_id: threadId } },
    {
      path: "/admin/calendars",
      fields: { intent: "connect-ics", ics_url: "https://calendar.example/a.ics" },
    },
    {
      path: "/admin/integrations",
      fields: { intent: "add-endpoint", url: "https://hooks.example.com/x", "event:booking.created": "on" },
    },
    { path: `/admin/bookings/${bookingId}`, fields: { intent: "cancel", reason: "no access" } },
    {
      path: `/admin/bookings/${bookingId}`,
      fields: { intent: "reschedule", from_slot_id: bookedSlot, to_slot_id: freeSlot },
    },
  ];

  /**
   * Sent to sign in, to come back to `page` once signed in (the dashboard needs no saying); a session
   * cookie that opens nothing is told its session ended (server/admin/middleware.ts).
   */
  function expectSignInReturningTo(response: Response, page: string) {
    const location = new URL(response.headers.get("location") ?? "", app.url);
    expect(location.pathname, page).toBe("/admin/login");
    expect(
      [...location.searchParams.keys()].filter((key) => key !== "session"),
      page,
    ).toEqual(page === "/admin" ? [] : ["next"]);
    expect(location.searchParams.get("session") ?? "ended", page).toBe("ended");
    expect(signInReturnPath(location), page).toBe(page);
  }

  it("redirects pages to the sign-in page, with no customer data in the answer", async () => {
    for (const visitor of visitors) {
      for (const page of [...pages, "/admin/bookings.csv", `/admin/time-slots?date=${today()}`]) {
        const response = await app.request(page, {
          headers: visitor.cookie ? { Cookie: visitor.cookie } : {},
        });
        expect(response.status, `${visitor.who} GET ${page}`).toBe(302);
        expectSignInReturningTo(response, page);
        const body = await response.text();
        expect(body).not.toContain(secretEmail);
        expect(body).not.toContain(secretQuestion);
      }
    }
  });

  it("answers data requests with 401 (no session) or 403 (not an admin) and no data", async () => {
    for (const visitor of visitors) {
      for (const page of pages) {
        const response = await app.request(`${page}.data?date=${today()}`, {
          headers: visitor.cookie ? { Cookie: visitor.cookie } : {},
        });
        expect(response.status, `${visitor.who} GET ${page}.data`).toBe(visitor.status);
        const body = await response.text();
        expect(body).not.toContain(secretEmail);
        expect(body).not.toContain("10:00:00");
        expect(body).not.toContain(secretQuestion);
      }
    }
  });

  it("runs no action for them, as a page post or a data request, and changes nothing", async () => {
    const before = await snapshot();
    for (const visitor of visitors) {
      for (const { path, fields } of actions()) {
        const page = await postForm(app, path, fields, visitor.cookie);
        expect(page.status, `${visitor.who} POST ${path} ${fields.intent}`).toBe(302);
        expectSignInReturningTo(page, path);
        const data = await postForm(app, `${path}.data`, fields, visitor.cookie);
        expect(data.status, `${visitor.who} POST ${path}.data ${fields.intent}`).toBe(visitor.status);
        expect(await data.text()).not.toContain(secretEmail);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses an admin's change that comes from another site or names no origin", async () => {
    const before = await snapshot();
    for (const { path, fields } of actions()) {
      for (const origin of ["https://evil.example", undefined]) {
        const response = await app.request(`${path}.data`, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Cookie: adminCookie,
            ...(origin ? { Origin: origin } : {}),
          },
          body: new URLSearchParams(fields).toString(),
        });
        expect(response.status, `${fields.intent} from ${origin ?? "nowhere"}`).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }
    }
    // A page at another name that resolves here (DNS rebinding) is same-origin there, as the site is
    // at any address it is reached at (docs/decisions/013-any-address.md); but the browser keeps the
    // admin's session cookie for the admin's own address, so that page has no session: nothing runs.
    for (const { path, fields } of actions()) {
      const status = await rawPost(`${app.url}${path}.data`, new URLSearchParams(fields).toString(), {
        "Content-Type": "application/x-www-form-urlencoded",
        Host: "rebound.example",
        Origin: "http://rebound.example",
      });
      expect(status, `${fields.intent} from rebound.example`).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lets the admin in: pages, data and the export, never cached or indexed", async () => {
    for (const page of [...pages, "/admin/login"]) {
      const response = await app.request(page, {
        headers: page === "/admin/login" ? {} : { Cookie: adminCookie },
      });
      expect(response.status, page).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
    }
    const slots = await app.request(`/admin/time-slots.data?date=${today()}`, {
      headers: { Cookie: adminCookie },
    });
    expect(slots.status).toBe(200);
    expect(await slots.text()).toContain(secretEmail);
    const csv = await app.request("/admin/bookings.csv", { headers: { Cookie: adminCookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("cache-control")).toBe("no-store");
    expect(await csv.text()).toContain(secretEmail);
  });

  it("sends a signed-in admin from the sign-in page to the dashboard", async () => {
    const response = await app.request("/admin/login", { headers: { Cookie: adminCookie } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
  });

  it("treats a failed role lookup as not an admin, and logs it", async () => {
    const { db } = app.services.database;
    const logged = vi.spyOn(process.stderr, "write");
    await db.execute(sql`alter table user_roles rename to user_roles_away`);
    try {
      const page = await app.request("/admin", { headers: { Cookie: adminCookie } });
      expect(page.status).toBe(302);
      const data = await app.request("/admin.data", { headers: { Cookie: adminCookie } });
      expect(data.status).toBe(403);
      expect(logged.mock.calls.some(([line]) => String(line).includes("Error checking admin status"))).toBe(
        true,
      );
    } finally {
      await db.execute(sql`alter table user_roles_away rename to user_roles`);
      logged.mockRestore();
    }
    expect((await app.request("/admin", { headers: { Cookie: adminCookie } })).status).toBe(200);
  });
});
