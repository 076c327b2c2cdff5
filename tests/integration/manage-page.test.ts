import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hashManageToken, newManageToken } from "../../server/booking/manage-token";
import { bookings, emailOutbox, timeSlots } from "../../server/db/schema";
import { startAddress } from "../../server/site-address/site-address";
import { post, snapshot, urlencoded } from "../support/bad-input";
import { readStreamUntil } from "../support/booking-http";
import { requestAs } from "../support/raw-http";
import { createSlot } from "../support/slot-factory";
import { agencyDay, postForm, signIn, startTestApp, type TestApp, testAdmin } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// The manage page over HTTP, as a browser (or a mail scanner) reaches it: reading never changes
// anything, every link that opens nothing looks the same, a cancelled or finished call's link says
// only what became of it, the booker's zone is kept, and a cancel frees the time for everyone.

const TOKEN_IN_PATH = /\/booking\/([A-Za-z0-9_-]{43})/;

/** The words a page shows, as a person reads them: no tags, no entities. */
function wordsOf(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
}

/** The page as a class: its status and its markup without what differs per request (token, nonce). */
function pageClass(status: number, html: string, token: string) {
  return {
    status,
    html: html
      .replaceAll(token, "TOKEN")
      .replaceAll(encodeURIComponent(token), "TOKEN")
      .replace(/nonce="[^"]*"/g, 'nonce=""'),
  };
}

describe.each(databaseKinds)("the manage page on %s", (kind) => {
  let app: TestApp;
  let day: string;
  beforeEach(async () => {
    // No PUBLIC_URL: e-mailed links use the address the visitor booked at.
    // Every request logged (LOG_LEVEL=info): the log is what one test reads for tokens.
    app = await startTestApp(kind, { PUBLIC_URL: "", CONTACT_EMAIL: "hello@agency.test", LOG_LEVEL: "info" });
    day = agencyDay(app, 3);
  });
  afterEach(async () => {
    await app.close();
  });
  const db = () => app.services.database.db;

  async function bookByForm(slotId: string, { zone }: { zone?: string } = {}) {
    const response = await post(
      app,
      zone ? `/book-call?tz=${encodeURIComponent(zone)}` : "/book-call",
      urlencoded([
        ["time_slot_id", slotId],
        ["customer_name", "Ada Lovelace"],
        ["customer_email", "ada@example.com"],
        ["notes", "About invoices"],
      ]),
    );
    const location = response.headers.get("location") ?? "";
    return { response, location, token: TOKEN_IN_PATH.exec(location)?.[1] ?? "" };
  }

  it("redirects a booking form to the booking's own page (post, redirect, get), whose link the e-mail carries", async () => {
    const { id: slot } = await createSlot(db(), { slotDate: day, slotTime: "10:00:00" });
    const { response, location, token } = await bookByForm(slot);
    expect(response.status).toBe(303);
    expect(location).toBe(`/booking/${token}?booked=1`);
    const page = await app.request(location);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    // The last policy a browser understands wins: the token never leaves in a Referer.
    expect(page.headers.get("referrer-policy")).toMatch(/(^|, )no-referrer$/);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await page.text();
    for (const shown of [
      "Booking Confirmed!",
      "Ada Lovelace",
      "About invoices",
      "Reschedule",
      "Cancel booking",
    ])
      expect(html).toContain(shown);
    // The page of the data request (a reload in the browser) says the same.
    expect((await app.request(`/booking/${token}.data`)).status).toBe(200);
    const [confirmation] = await db()
      .select({ message: emailOutbox.message })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "booking_confirmation"));
    // Without PUBLIC_URL and with no site address confirmed: the address the server started at, not the
    // request's (tests/integration/email-link-address.test.ts).
    expect((confirmation?.message as { text?: string } | undefined)?.text).toContain(
      `${startAddress(app.services.config.port)}/booking/${token}`,
    );
  });

  it("answers an unknown or malformed link with one and the same page", async () => {
    const tokens = [newManageToken(), newManageToken(), "short", `${newManageToken().slice(0, 42)}~`];
    const pages = [];
    for (const token of tokens) {
      const response = await app.request(`/booking/${encodeURIComponent(token)}`);
      const html = await response.text();
      expect(html).toContain("This booking link is not active");
      pages.push(pageClass(response.status, html, encodeURIComponent(token)));
      const data = await app.request(`/booking/${encodeURIComponent(token)}.data`);
      expect(data.status).toBe(404);
    }
    expect(pages[0]?.status).toBe(404);
    for (const page of pages.slice(1)) expect(page).toEqual(pages[0]);
  });

  it("tells a cancelled or finished booking's link what became of the call, and nothing its booker typed", async () => {
    const { id: slot } = await createSlot(db(), { slotDate: day, slotTime: "11:00:00" });
    const { token: cancelledToken } = await bookByForm(slot, { zone: "Europe/Berlin" });
    expect(
      (await post(app, `/booking/${cancelledToken}.data`, urlencoded([["intent", "cancel"]]))).status,
    ).toBe(200);
    const pastToken = newManageToken();
    const { id: past } = await createSlot(
      db(),
      { slotDate: "2020-01-06", slotTime: "10:00:00" },
      { name: "Old Timer", email: "old@example.com", notes: "Old notes" },
    );
    await db()
      .update(bookings)
      .set({ manageTokenHash: hashManageToken(pastToken) })
      .where(eq(bookings.timeSlotId, past));

    const cancelled = await app.request(`/booking/${cancelledToken}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.headers.get("cache-control")).toBe("no-store");
    const cancelledWords = wordsOf(await cancelled.text());
    expect(cancelledWords).toContain("Your call is cancelled");
    expect(cancelledWords).toMatch(
      /Your call on \w+day, .* \d{2}:00–\d{2}:00 CST \(.* in Berlin\) was cancelled by you\./,
    );
    expect(cancelledWords).toContain("Book another time");
    expect(cancelledWords).not.toMatch(/Ada|Lovelace|ada@example|About invoices|Reschedule|Cancel booking/);

    const over = await app.request(`/booking/${pastToken}`);
    expect(over.status).toBe(200);
    const overWords = wordsOf(await over.text());
    expect(overWords).toContain("Your call is over");
    expect(overWords).toContain("Your call on Monday, January 6, 2020, 10:00–11:00 CST has taken place.");
    expect(overWords).not.toMatch(/Old Timer|old@example|Old notes|Reschedule|Cancel booking/);
    expect((await app.request(`/booking/${pastToken}.data`)).status).toBe(200);
  });

  it("gives the agency's reason when the agency cancelled, and still nothing its booker typed", async () => {
    const { id: slot } = await createSlot(db(), { slotDate: day, slotTime: "14:00:00" });
    const { token } = await bookByForm(slot);
    const [booking] = await db()
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.timeSlotId, slot));
    const cookie = await signIn(app, testAdmin);
    const reason = "Our team is away that day, sorry: please pick another time.";
    const cancelled = await postForm(
      app,
      `/admin/bookings/${booking?.id}`,
      { intent: "cancel", reason },
      cookie,
    );
    expect(cancelled.status).toBe(200);

    const words = wordsOf(await (await app.request(`/booking/${token}`)).text());
    expect(words).toContain("Your call is cancelled");
    expect(words).toMatch(/was cancelled by DVAT\./);
    expect(words).toContain(`Reason: ${reason}`);
    expect(words).not.toMatch(/Ada|ada@example|About invoices/);
  });

  it("heads the page with what is true now: just booked, confirmed days later, moved", async () => {
    const [{ id: slot }, { id: later }] = await Promise.all([
      createSlot(db(), { slotDate: day, slotTime: "09:00:00" }),
      createSlot(db(), { slotDate: day, slotTime: "16:00:00" }),
    ]);
    const { token } = await bookByForm(slot);
    const page = async () => wordsOf(await (await app.request(`/booking/${token}`)).text());
    const justBooked = await page();
    expect(justBooked).toContain("Booking Confirmed!");
    expect(justBooked).toContain("We've sent a confirmation email to ada@example.com");

    await db()
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) });
    const daysLater = await page();
    expect(daysLater).toContain("Your call is confirmed");
    expect(daysLater).toContain("Its confirmation was sent to ada@example.com");
    expect(daysLater).not.toMatch(/Booking Confirmed!|We've sent/);

    const moved = await post(
      app,
      `/booking/${token}`,
      urlencoded([
        ["intent", "reschedule"],
        ["from_slot_id", slot],
        ["to_slot_id", later],
      ]),
    );
    expect(moved.status).toBe(302);
    const afterMove = await page();
    expect(afterMove).toContain("Your call has moved");
    expect(afterMove).toContain("We've sent the updated invitation to ada@example.com");
    expect(afterMove).toMatch(/Confirmed \(moved from \w+day, [A-Z][a-z]+ \d+, \d{4}, 09:00–10:00 CST\)/);
    expect(afterMove).not.toContain("Booking Confirmed!");
  });

  it("keeps the zone the booker chose: with the booking, through a move, and in 'moved from'", async () => {
    const [{ id: slot }, { id: later }] = await Promise.all([
      createSlot(db(), { slotDate: day, slotTime: "09:00:00" }),
      createSlot(db(), { slotDate: day, slotTime: "15:00:00" }),
    ]);
    const { location, token } = await bookByForm(slot, { zone: "Europe/Berlin" });
    expect(location).toBe(`/booking/${token}?booked=1&tz=Europe%2FBerlin`);
    const zoneOfBooking = async () =>
      (await db().select({ zone: bookings.bookerZone }).from(bookings))[0]?.zone;
    expect(await zoneOfBooking()).toBe("Europe/Berlin");
    // Opened from the e-mail's link, which names no zone: the times in the booker's zone beside the agency's.
    expect(wordsOf(await (await app.request(`/booking/${token}`)).text())).toMatch(
      /\d{2}:00 GMT\+[12] in Berlin/,
    );

    const moved = await post(
      app,
      `/booking/${token}?tz=Asia%2FTokyo`,
      urlencoded([
        ["intent", "reschedule"],
        ["from_slot_id", slot],
        ["to_slot_id", later],
      ]),
    );
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`/booking/${token}?moved=1&tz=Asia%2FTokyo`);
    expect(await zoneOfBooking()).toBe("Asia/Tokyo");
    const words = wordsOf(await (await app.request(`/booking/${token}`)).text());
    expect(words).toMatch(/in Tokyo/);
    expect(words).toMatch(
      /moved from \w+day, [A-Z][a-z]+ \d+, \d{4}, 09:00–10:00 CST \(.*00:00–01:00 GMT\+9 in Tokyo\)/,
    );
  });

  it("keeps no zone that is not a real one", async () => {
    const { id: slot } = await createSlot(db(), { slotDate: day, slotTime: "10:00:00" });
    const { response } = await bookByForm(slot, { zone: "Mars/Olympus_Mons" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).not.toContain("tz=");
    expect((await db().select({ zone: bookings.bookerZone }).from(bookings))[0]?.zone).toBeNull();
  });

  it("changes nothing on a GET of the manage link (a preview or a mail scanner), page or data", async () => {
    const { id: slot } = await createSlot(db(), { slotDate: day, slotTime: "12:00:00" });
    const { token } = await bookByForm(slot);
    const before = await snapshot(db());
    for (const path of [
      `/booking/${token}`,
      `/booking/${token}.data`,
      `/booking/${token}?intent=cancel`,
      `/booking/${token}.data?intent=cancel&_routes=routes/manage-booking`,
    ]) {
      for (const method of ["GET", "HEAD"]) {
        const response = await app.request(path, { method });
        expect(response.status, `${method} ${path}`).toBe(200);
      }
    }
    expect(await snapshot(db())).toEqual(before);
  });

  it("cancels from the page: the slot is bookable again at once and watchers of its date are told", async () => {
    const { id: slot } = await createSlot(db(), { slotDate: day, slotTime: "13:00:00" });
    const { token } = await bookByForm(slot);
    const watching = await app.request(`/api/slots/events?date=${day}`);
    await expect.poll(() => app.services.slotEvents.watcherCount).toBe(1);
    const heard = readStreamUntil(watching, `data: ${day}`);
    const cancelled = await post(
      app,
      `/booking/${token}.data`,
      urlencoded([
        ["intent", "cancel"],
        ["reason", "Plans changed"],
      ]),
    );
    expect(cancelled.status).toBe(200);
    expect(await heard).toContain(`event: slots-changed\ndata: ${day}`);
    const calendar = await (await app.request(`/api/booking-calendar?date=${day}`)).json();
    expect(calendar.slots.map((shown: { id: string }) => shown.id)).toContain(slot);
    const [row] = await db().select().from(bookings);
    expect(row).toMatchObject({
      status: "cancelled",
      cancelledBy: "customer",
      cancelReason: "Plans changed",
    });
    expect((await db().select().from(timeSlots).where(eq(timeSlots.id, slot)))[0]?.status).toBe("available");
    const after = await app.request(`/booking/${token}`);
    expect(after.status).toBe(200);
    expect(wordsOf(await after.text())).toContain("Your call is cancelled");
  });

  /** Everything written to the log (and the console) while `act` runs. */
  async function logDuring(act: () => Promise<void>) {
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    const note = (...args: unknown[]) => void written.push(args.map(String).join(" "));
    const spies = [
      vi.spyOn(process.stdout, "write").mockImplementation(capture),
      vi.spyOn(process.stderr, "write").mockImplementation(capture),
      vi.spyOn(console, "warn").mockImplementation(note),
      vi.spyOn(console, "info").mockImplementation(note),
      vi.spyOn(console, "log").mockImplementation(note),
    ];
    try {
      await act();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    return written.join("");
  }

  it("never writes a manage link's token to the log", async () => {
    const { id: slot } = await createSlot(db(), { slotDate: day, slotTime: "14:00:00" });
    let token = "";
    const log = await logDuring(async () => {
      ({ token } = await bookByForm(slot));
      await app.request(`/booking/${token}`);
      await app.request(`/booking/${token}.data`);
      await post(
        app,
        `/booking/${token}.data`,
        urlencoded([
          ["intent", "reschedule"],
          ["from_slot_id", slot],
          ["to_slot_id", slot],
        ]),
      );
      await post(app, `/booking/${token}`, urlencoded([["intent", "cancel"]]));
    });
    expect(log).toContain("GET /booking/… 200");
    expect(log).toContain("GET /booking/….data 200");
    expect(log).not.toContain(token);
  });

  it("never writes the token of a manage link written another way", async () => {
    const { id: slot } = await createSlot(db(), { slotDate: day, slotTime: "15:00:00" });
    const { token } = await bookByForm(slot);
    const variants = [
      `/booking/${token}/`,
      `/Booking/${token}`,
      `/%62ooking/${token}`,
      `//booking/${token}`,
      `/booking\\${token}`,
      `/booking/${token}/anything`,
      `/booking/${token}%`,
    ];
    const statuses = new Map<string, number>();
    const log = await logDuring(async () => {
      for (const path of variants) {
        for (const asked of [path, `${path}.data`])
          statuses.set(asked, (await requestAs(app.url, { path: asked })).status);
      }
      await requestAs(app.url, { method: "POST", path: `/Booking/${token}/anything` });
    });
    expect(log.match(/GET \/booking\/… \d{3}/g)).toHaveLength(variants.length);
    expect(log.match(/GET \/booking\/….data \d{3}/g)).toHaveLength(variants.length);
    expect(log).not.toContain(token);
    // React Router would warn with the whole path it cannot decode: it is refused before it.
    expect(statuses.get(`/booking/${token}%`)).toBe(400);
  });
});
