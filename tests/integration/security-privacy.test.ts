import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/agency-time";
import { projectPath, projects } from "../../domain/content/projects";
import { newThreadId, saveExchange, startThread } from "../../server/chat/threads";
import { post, urlencoded } from "../support/bad-input";
import { createSlot } from "../support/slot-factory";
import { agencyDay, signIn, startTestApp, type TestApp, testAdmin } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// Nothing a visitor typed into a booking reaches an anonymous client: every page, every data URL
// (public, admin, malformed), the event stream of the booked date, the voice settings, every GET
// endpoint of Better Auth, the CSV export and the error pages.

const customers = [
  {
    name: "Zebediah Quixote",
    email: "zq.private.8812@example.org",
    phone: "+1 555 0199 4421",
    notes: "moonlit harbor 7781",
  },
  {
    name: "Ottoline Vexworth",
    email: "ov.private.3371@example.net",
    phone: "+44 20 7946 0958",
    notes: "copper lantern 5512",
  },
  {
    name: "Peregrine Lackwit",
    email: "pl.private.6620@example.com",
    phone: "+52 81 5550 1234",
    notes: "velvet quarry 9043",
  },
];
/** Each value alone, and the parts a page might show of them (the e-mail's local part, the phone's digits). */
const distinctive = customers.flatMap(({ name, email, phone, notes }) => [
  name,
  ...name.split(" "),
  email,
  email.split("@")[0] ?? email,
  phone,
  phone.replace(/\D/g, "").slice(-7),
  notes,
]);

/** Books `slotId` for the customer through the booking form, as the page posts it. */
async function bookAs(
  app: TestApp,
  slotId: string | undefined,
  customer: (typeof customers)[number] | undefined,
) {
  const { name = "", email = "", phone = "", notes = "" } = customer ?? {};
  const booked = await post(
    app,
    "/book-call.data",
    urlencoded([
      ["time_slot_id", slotId ?? ""],
      ["customer_name", name],
      ["customer_email", email],
      ["customer_phone", phone],
      ["notes", notes],
    ]),
  );
  expect(booked.status).toBe(200);
}

function leaked(text: string) {
  return distinctive.filter((value) => text.includes(value));
}

describe.each(databaseKinds)("what an anonymous client can read on %s", (kind) => {
  let app: TestApp;
  let day: string;
  let slots: string[];

  beforeAll(async () => {
    app = await startTestApp(kind, { ADMIN_NOTIFY_EMAIL: "team@example.com" });
    const { db } = app.services.database;
    const today = agencyDay(app);
    day = addDays(today, 1);
    slots = [
      (await createSlot(db, { slotDate: day, slotTime: "10:00:00" })).id,
      (await createSlot(db, { slotDate: day, slotTime: "11:00:00" })).id,
      (await createSlot(db, { slotDate: day, slotTime: "12:00:00" })).id,
      (await createSlot(db, { slotDate: day, slotTime: "13:00:00" })).id,
    ];
    // One booked through the form, one made as the database holds it, for today as well as tomorrow.
    const [first, second] = customers;
    await bookAs(app, slots[0], first);
    (await createSlot(db, { slotDate: today, slotTime: "23:00:00" }, second)).id;
    // A visitor's conversation with the chat assistant, naming themselves.
    const thread = newThreadId();
    await startThread(db, thread);
    const third = customers[2];
    await saveExchange(db, thread, {
      question: `I am ${third?.name}, ${third?.email}`,
      answer: "Hello!",
      tokens: 5,
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Every GET endpoint Better Auth serves, as its router lists them. */
  function authEndpoints() {
    return Object.values(
      app.services.auth.api as Record<string, { path?: string; options?: { method?: unknown } }>,
    )
      .filter(({ path, options }) => path && [options?.method].flat().includes("GET"))
      .map(({ path }) => `/api/auth${path?.replace(/:\w+/g, "x")}`);
  }

  function urls() {
    const pages = ["/", ...projects.map(projectPath), "/book-call", `/book-call?date=${day}`];
    return [
      ...pages,
      `/book-call?date=${day}&slot=${slots[0]}`,
      ...pages.map((page) => {
        const [path, query] = page.split("?");
        return `${path === "/" ? "/_root" : path}.data${query ? `?${query}` : ""}`;
      }),
      `/book-call.data?date=${day}&_routes=root,routes/book-call`,
      "/sitemap.xml",
      "/robots.txt",
      "/admin",
      "/admin/login",
      "/admin/logout",
      `/admin/time-slots?date=${day}`,
      "/admin/settings",
      "/admin/bookings.csv",
      "/admin.data",
      "/admin/login.data",
      `/admin/time-slots.data?date=${day}`,
      `/admin/time-slots.data?date=${day}&_routes=routes/admin/time-slots`,
      "/admin/settings.data",
      "/admin/bookings.csv.data",
      "/admin/chat-threads",
      "/admin/chat-threads.data",
      "/admin/integrations",
      "/admin/integrations.data",
      "/admin/bookings?q=example",
      "/admin/bookings.data?q=example",
      "/find-booking",
      "/find-booking.data",
      "/api/voice/config",
      "/api/chat/config",
      `/api/chat/threads/${newThreadId()}`,
      "/healthz",
      ...authEndpoints(),
      "/api/auth/get-session?disableCookieCache=true",
      // Errors: an unknown page and project, malformed data requests, bad dates, bad encodings.
      "/no-such-page",
      "/no-such-page.data",
      "/projects/no-such-project",
      "/projects/no-such-project.data",
      "/book-call.data?_routes=%ZZ",
      "/book-call.data?_routes=routes/admin/dashboard",
      "/.data",
      "/%ZZ",
      "/book-call?date=not-a-date",
      "/book-call.data?date=2000-01-01",
      `/book-call?date=${day}&slot=not-a-slot`,
      "/admin/time-slots?date=%00",
      "/api/slots/events?date=not-a-date",
      "/api/slots/events",
    ];
  }

  it("finds none of the customers' details in any answer, headers included", async () => {
    const crawled: string[] = [];
    for (const url of urls()) {
      const response = await app.request(url);
      const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join("\n");
      const body = await response.text();
      expect(response.status, url).toBeLessThan(500);
      expect(leaked(headers), `${url} headers`).toEqual([]);
      expect(leaked(body), `${url} (${response.status})`).toEqual([]);
      crawled.push(url);
    }
    // The sitemap's own list is crawled too.
    const sitemap = await (await app.request("/sitemap.xml")).text();
    for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const body = await (await app.request(new URL(loc ?? "/").pathname)).text();
      expect(leaked(body), loc).toEqual([]);
    }
    expect(crawled.length).toBeGreaterThan(50);

    // The same search finds them where they belong: the admin's screens.
    const cookie = await signIn(app, testAdmin);
    const screen = await (
      await app.request(`/admin/time-slots?date=${day}`, { headers: { Cookie: cookie } })
    ).text();
    expect(leaked(screen)).toEqual(expect.arrayContaining([customers[0]?.email, customers[0]?.notes]));
    const conversations = await (
      await app.request("/admin/chat-threads", { headers: { Cookie: cookie } })
    ).text();
    expect(leaked(conversations)).toEqual(expect.arrayContaining([customers[2]?.email]));
  });

  it("tells the booked date's event stream that slots changed, and nothing about who booked", async () => {
    const stop = new AbortController();
    const stream = await app.request(`/api/slots/events?date=${day}`, { signal: stop.signal });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    await bookAs(app, slots[1], customers[2]);
    const deadline = Date.now() + 5_000;
    while (!text.includes("slots-changed") && Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<{ value: undefined }>((resolve) => setTimeout(() => resolve({ value: undefined }), 500)),
      ]);
      if (chunk.value) text += decoder.decode(chunk.value);
    }
    stop.abort();
    expect(text).toContain(`event: slots-changed\ndata: ${day}\n`);
    expect(leaked(text)).toEqual([]);
  });
});
