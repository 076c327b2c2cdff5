import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, dateInZone } from "../../domain/agency-time";
import { BOOKINGS_PAGE_SIZE, type BookingsFilters } from "../../domain/bookings-list";
import { bookingsFiltersOf, NO_SUCH_BOOKING } from "../../domain/bookings-list-schema";
import { manageBookingSchema } from "../../domain/manage-booking-schema";
import { bookingsList } from "../../server/admin/bookings-list";
import { ownerBookingMessages } from "../../server/admin/owner-booking-action";
import type { Database } from "../../server/db/connection";
import { bookingMoves, bookings, timeSlots } from "../../server/db/schema";
import { anyText, expectRefusal, runs, snapshot } from "../support/bad-input";
import { agencyZone, createSlot } from "../support/slot-factory";
import { agencyDay, createUser, postForm, signIn, startSignedIn, type TestApp } from "../support/test-app";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

// The owner's bookings list and a booking's own screen: the list's search, filters, order and pages
// (the server's read, on a real database), and over HTTP who may see them, what bad filters are told,
// and the owner's move from a booking's screen.

const now = new Date("2030-03-05T14:00:00Z"); // 08:00 in Monterrey

const filterMessages = [
  "The page must be a whole number from 1.",
  "Search for at most 100 characters of a name or an e-mail address.",
  "Filter by confirmed, cancelled, attended or no-show.",
  "Show upcoming or past bookings.",
];
const today = dateInZone(now, agencyZone);

async function book(
  db: Database,
  slotDate: string,
  slotTime: string,
  customer: { name: string; email: string },
  more: Partial<typeof bookings.$inferInsert> = {},
) {
  const slot = await createSlot(db, { slotDate, slotTime }, customer);
  const [row] =
    Object.keys(more).length > 0
      ? await db.update(bookings).set(more).where(eq(bookings.timeSlotId, slot.id)).returning()
      : await db.select().from(bookings).where(eq(bookings.timeSlotId, slot.id));
  return { slot, booking: row as typeof bookings.$inferSelect };
}

describe.each(databaseKinds)("the bookings list's read on %s", (kind) => {
  const database = freshDatabasePerTest(kind);
  let db: Database;
  beforeEach(() => {
    db = database.db;
  });
  const list = (filters: Partial<BookingsFilters> = {}) =>
    bookingsList(db, { period: "upcoming", search: "", page: 1, ...filters }, { now, agencyZone });
  const names = async (filters: Partial<BookingsFilters> = {}) =>
    (await list(filters)).rows.map((row) => row.customerName);

  it("lists upcoming calls soonest first and past ones latest first; a call under way is still upcoming", async () => {
    await book(db, addDays(today, 2), "10:00:00", { name: "Later", email: "later@example.com" });
    await book(db, today, "07:30:00", { name: "Under way", email: "now@example.com" });
    await book(db, addDays(today, 1), "09:00:00", { name: "Tomorrow", email: "tomorrow@example.com" });
    await book(db, today, "06:00:00", { name: "This morning", email: "morning@example.com" });
    await book(db, addDays(today, -3), "10:00:00", { name: "Last week", email: "old@example.com" });
    expect(await names()).toEqual(["Under way", "Tomorrow", "Later"]);
    expect(await names({ period: "past" })).toEqual(["This morning", "Last week"]);
  });

  it("finds a part of a name or an e-mail address, whatever its case, taking % and _ as they are", async () => {
    const day = addDays(today, 1);
    await book(db, day, "09:00:00", { name: "Ada Lovelace", email: "ada@example.com" });
    await book(db, day, "10:00:00", { name: "Grace Hopper", email: "grace@navy.example" });
    await book(db, day, "11:00:00", { name: "Percent 100%", email: "p_c@example.com" });
    expect(await names({ search: "LOVE" })).toEqual(["Ada Lovelace"]);
    expect(await names({ search: "navy" })).toEqual(["Grace Hopper"]);
    expect(await names({ search: "example.com" })).toEqual(["Ada Lovelace", "Percent 100%"]);
    expect(await names({ search: "%" })).toEqual(["Percent 100%"]);
    expect(await names({ search: "p_c" })).toEqual(["Percent 100%"]);
    expect(await names({ search: "_" })).toEqual(["Percent 100%"]);
    expect(await names({ search: "nobody" })).toEqual([]);
  });

  it("finds a name with or without its accents", async () => {
    const day = addDays(today, 1);
    await book(db, day, "09:00:00", { name: "José Núñez", email: "jose@example.com" });
    await book(db, day, "10:00:00", { name: "Zoë Ångström", email: "zoe@example.com" });
    expect(await names({ search: "nunez" })).toEqual(["José Núñez"]);
    expect(await names({ search: "JOSÉ NÚÑEZ" })).toEqual(["José Núñez"]);
    expect(await names({ search: "angstrom" })).toEqual(["Zoë Ångström"]);
    expect(await names({ search: "ZOË" })).toEqual(["Zoë Ångström"]);
  });

  it("filters by what became of a booking and by its source, as the dashboard names sources", async () => {
    const day = addDays(today, -1);
    await book(
      db,
      day,
      "09:00:00",
      { name: "Came", email: "a@example.com" },
      { attendance: "attended", utmSource: "newsletter" },
    );
    await book(
      db,
      day,
      "10:00:00",
      { name: "Missed", email: "b@example.com" },
      { attendance: "no_show", sourceReferrer: "https://www.google.com/search?q=ai" },
    );
    await book(db, day, "11:00:00", { name: "Unmarked", email: "c@example.com" });
    await book(
      db,
      day,
      "12:00:00",
      { name: "Called off", email: "d@example.com" },
      {
        status: "cancelled",
        cancelledAt: now,
        cancelledBy: "customer",
        sourceReferrer: "https://www.google.com/maps",
      },
    );
    const past = { period: "past" } as const;
    expect(await names({ ...past, state: "attended" })).toEqual(["Came"]);
    expect(await names({ ...past, state: "no_show" })).toEqual(["Missed"]);
    expect(await names({ ...past, state: "confirmed" })).toEqual(["Unmarked"]);
    expect(await names({ ...past, state: "cancelled" })).toEqual(["Called off"]);
    expect(await names({ ...past, source: "www.google.com" })).toEqual(["Called off", "Missed"]);
    expect(await names({ ...past, source: "newsletter" })).toEqual(["Came"]);
    expect(await names({ ...past, source: "direct" })).toEqual(["Unmarked"]);
    expect(await names({ ...past, source: "elsewhere" })).toEqual([]);
    expect(await names({ ...past, source: "www.google.com", state: "no_show" })).toEqual(["Missed"]);
    const read = await list(past);
    expect(read.sources).toEqual(["direct", "newsletter", "www.google.com"]);
    expect(read.rows.find((row) => row.customerName === "Missed")).toMatchObject({
      state: "no_show",
      source: "www.google.com",
    });
  });

  it("reads a page at a time, counting every match", async () => {
    for (let index = 0; index < BOOKINGS_PAGE_SIZE + 5; index += 1)
      await book(
        db,
        addDays(today, 1 + Math.floor(index / 10)),
        `${String(8 + (index % 10)).padStart(2, "0")}:00:00`,
        {
          name: `Customer ${String(index).padStart(2, "0")}`,
          email: `c${index}@example.com`,
        },
      );
    const first = await list();
    expect(first).toMatchObject({ total: BOOKINGS_PAGE_SIZE + 5, pages: 2 });
    expect(first.rows).toHaveLength(BOOKINGS_PAGE_SIZE);
    const second = await list({ page: 2 });
    expect(second.rows.map((row) => row.customerName)).toEqual([
      "Customer 25",
      "Customer 26",
      "Customer 27",
      "Customer 28",
      "Customer 29",
    ]);
    expect((await list({ page: 3 })).rows).toEqual([]);
    expect(await list({ search: "Customer 1" })).toMatchObject({ total: 10, pages: 1 });
  });
});

describe.each(databaseKinds)("the bookings screens over HTTP on %s", (kind) => {
  let app: TestApp;
  let cookie: string;
  let memberCookie: string;
  let bookingId: string;
  let fromSlot: string;
  let toSlot: string;
  const db = () => app.services.database.db;

  beforeAll(async () => {
    ({ app, cookie } = await startSignedIn(kind));
    const day = agencyDay(app, 3);
    const booked = await book(db(), day, "10:00:00", {
      name: "Secret Customer",
      email: "secret@example.com",
    });
    bookingId = booked.booking.id;
    fromSlot = booked.slot.id;
    toSlot = (await createSlot(db(), { slotDate: agencyDay(app, 4), slotTime: "15:00:00" })).id;
    const member = { email: "member@test.example", password: "member-password-1" };
    await createUser(app.services.auth, app.services, { ...member, admin: false });
    memberCookie = await signIn(app, member);
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (path: string, as = cookie) => app.request(path, { headers: as ? { Cookie: as } : {} });

  it("shows the list and a booking only to a signed-in admin; anyone else is sent to sign in (401, 403 for data) and changes nothing", async () => {
    const before = await snapshot(db());
    for (const [who, as, status] of [
      ["anonymous", "", 401],
      ["not an admin", memberCookie, 403],
    ] as const) {
      for (const path of ["/admin/bookings", `/admin/bookings/${bookingId}`]) {
        const page = await get(path, as);
        expect(page.status, `${who} ${path}`).toBe(302);
        expect(page.headers.get("location")).toMatch(/^\/admin\/login/);
        const data = await get(`${path}.data`, as);
        expect(data.status, `${who} ${path}.data`).toBe(status);
        expect(await data.text()).not.toContain("secret@example.com");
      }
      const move = await postForm(
        app,
        `/admin/bookings/${bookingId}.data`,
        { intent: "reschedule", from_slot_id: fromSlot, to_slot_id: toSlot },
        as || undefined,
      );
      expect(move.status, `${who} move`).toBe(status);
      const cancel = await postForm(
        app,
        `/admin/bookings/${bookingId}.data`,
        { intent: "cancel" },
        as || undefined,
      );
      expect(cancel.status, `${who} cancel`).toBe(status);
    }
    expect(await snapshot(db())).toEqual(before);

    const page = await get("/admin/bookings");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("Secret Customer");
    expect(html).toContain(`href="/admin/bookings/${bookingId}"`);
    const one = await get(`/admin/bookings/${bookingId}`);
    expect(one.status).toBe(200);
    expect(await one.text()).toContain("secret@example.com");
    expect(await (await get("/admin")).text()).toContain('href="/admin/bookings"');
  });

  it("tells bad filters and unknown bookings what is wrong, in a sentence", async () => {
    const refusals: [string, number, string][] = [
      ["/admin/bookings?page=abc", 400, "The page must be a whole number from 1."],
      ["/admin/bookings?page=0", 400, "The page must be a whole number from 1."],
      ["/admin/bookings?page=-2", 400, "The page must be a whole number from 1."],
      ["/admin/bookings?page=99999999999", 400, "The page must be a whole number from 1."],
      [
        `/admin/bookings?q=${"x".repeat(10_000)}`,
        400,
        "Search for at most 100 characters of a name or an e-mail address.",
      ],
      ["/admin/bookings?status=lost", 400, "Filter by confirmed, cancelled, attended or no-show."],
      ["/admin/bookings?when=someday", 400, "Show upcoming or past bookings."],
      ["/admin/bookings/not-an-id", 404, NO_SUCH_BOOKING],
      ["/admin/bookings/00000000-0000-4000-8000-000000000000", 404, NO_SUCH_BOOKING],
    ];
    for (const [path, status, message] of refusals) {
      const response = await get(path);
      expect(response.status, path).toBe(status);
      expect(await response.text(), path).toContain(message);
    }
    const beyond = await (await get("/admin/bookings?page=7")).text();
    expect(beyond).toContain("There is no page 7: these bookings fill 1 page.");
    expect((await get("/admin/bookings?q=&status=&source=&page=")).status).toBe(200);
  });

  it("refuses any filter or owner action it cannot read (generated) with a 4xx and a sentence, changing nothing", async () => {
    const before = await snapshot(db());
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("page", "status", "when", "q"), anyText, async (name, value) => {
        const params = new URLSearchParams({ [name]: name === "q" ? value.padEnd(101, "x") : value });
        fc.pre(bookingsFiltersOf(params).ok === false);
        await expectRefusal(await get(`/admin/bookings.data?${params}`), filterMessages, `${name}=${value}`);
      }),
      runs(30),
    );
    const intents = fc.oneof(anyText, fc.constantFrom("reschedule", "cancel"));
    await fc.assert(
      fc.asyncProperty(intents, anyText, anyText, async (intent, from, to) => {
        const fields = { intent, from_slot_id: from, to_slot_id: to, reason: to.padEnd(501, "r") };
        fc.pre(!manageBookingSchema.safeParse(fields).success);
        const response = await postForm(app, `/admin/bookings/${bookingId}.data`, fields, cookie);
        expect(response.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
        expect(response.status, JSON.stringify(fields)).toBeLessThan(500);
      }),
      runs(30),
    );
    expect(await snapshot(db())).toEqual(before);
  });

  it("moves the booking from its screen and tells the customer; a refused move says why and changes nothing", async () => {
    const before = await snapshot(db());
    const refused = await postForm(
      app,
      `/admin/bookings/${bookingId}.data`,
      { intent: "reschedule", from_slot_id: fromSlot, to_slot_id: fromSlot },
      cookie,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(ownerBookingMessages.sameSlot);
    const unknown = await postForm(app, `/admin/bookings/${bookingId}.data`, { intent: "move-it" }, cookie);
    expect(unknown.status).toBe(400);
    expect(await snapshot(db())).toEqual(before);

    const moved = await postForm(
      app,
      `/admin/bookings/${bookingId}`,
      { intent: "reschedule", from_slot_id: fromSlot, to_slot_id: toSlot },
      cookie,
    );
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`/admin/bookings/${bookingId}?moved=1`);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.timeSlotId).toBe(toSlot);
    expect(await db().select({ by: bookingMoves.movedBy }).from(bookingMoves)).toEqual([{ by: "owner" }]);
    expect((await db().select().from(timeSlots).where(eq(timeSlots.id, fromSlot)))[0]?.status).toBe(
      "available",
    );
    // The export says it too: where the call was first booked, who moved it and when.
    const csv = await (await get("/admin/bookings.csv")).text();
    const header = csv.split("\r\n")[0]?.split(",") ?? [];
    const csvRow =
      csv
        .split("\r\n")
        .find((line) => line.includes("secret@example.com"))
        ?.split(",") ?? [];
    const cell = (name: string) => csvRow[header.indexOf(name)];
    expect(cell("Moved from")).toBe(`${agencyDay(app, 3)} 10:00`);
    expect(cell("Moved by")).toBe("owner");
    expect(cell("Moved at")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(cell("Date")).toBe(agencyDay(app, 4));
    const page = await (await get(`/admin/bookings/${bookingId}`)).text();
    expect(page).toMatch(
      /Moved by the agency on .*, from [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}, 10:00 CST to .*, 15:00 CST/,
    );
  });

  it("counts what the filters match in words that agree: one booking matches, two bookings match", async () => {
    const day = agencyDay(app, 5);
    const cancelled = { status: "cancelled", cancelledAt: new Date(), cancelledBy: "owner" } as const;
    const cancelledList = async () => (await get("/admin/bookings?status=cancelled")).text();
    await book(db(), day, "09:00:00", { name: "Called Off", email: "off@example.com" }, cancelled);
    expect(await cancelledList()).toContain("1 upcoming booking matches, soonest first.");
    await book(db(), day, "10:00:00", { name: "Called Off Too", email: "off2@example.com" }, cancelled);
    expect(await cancelledList()).toContain("2 upcoming bookings match, soonest first.");
    // Unfiltered, the count says how many of them are cancelled: the dashboard's total leaves them out.
    await book(db(), day, "11:00:00", { name: "Still On", email: "on@example.com" });
    expect(await (await get("/admin/bookings")).text()).toContain(
      "4 upcoming bookings, soonest first (2 cancelled).",
    );
  });
});
