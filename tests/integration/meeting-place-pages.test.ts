import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { phoneMessages } from "../../domain/booking-schema";
import { meetingPlaceMessages } from "../../domain/meeting-place";
import { bookings } from "../../server/db/schema";
import { meetingPlaceView, saveMeetingChoice } from "../../server/meeting-place/meeting-choice";
import { post, urlencoded } from "../support/bad-input";
import { createSlot } from "../support/slot-factory";
import { agencyDay, postForm, startSignedIn, type TestApp } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// The place to meet over HTTP: the booking page says how calls happen and never where (a booking's
// place is its secret: a Jitsi room, the owner's own video link), the booking's own page shows it.

const TOKEN_IN_PATH = /\/booking\/([A-Za-z0-9_-]{43})/;
const SECRET_LINK = "https://us02web.zoom.us/j/5550100?pwd=only-for-bookers";

describe.each(databaseKinds)("the place to meet on the pages, on %s", (kind) => {
  let app: TestApp;
  let cookie: string;
  let day: string;
  beforeEach(async () => {
    ({ app, cookie } = await startSignedIn(kind));
    day = agencyDay(app, 3);
  });
  afterEach(() => app.close());
  const db = () => app.services.database.db;

  const book = (slotId: string, phone = "") =>
    post(
      app,
      "/book-call",
      urlencoded([
        ["time_slot_id", slotId],
        ["customer_name", "Ada Lovelace"],
        ["customer_email", "ada@example.com"],
        ["customer_phone", phone],
      ]),
    );

  it("is shown only on the booking's own page, never to a visitor who does not hold it", async () => {
    await saveMeetingChoice(db(), { kind: "video", url: SECRET_LINK });
    const { id } = await createSlot(db(), { slotDate: day, slotTime: "10:00:00" });
    const visitor = [
      await (await app.request(`/book-call?date=${day}&slot=${id}`)).text(),
      await (await app.request(`/api/booking-calendar?date=${day}`)).text(),
    ];
    for (const body of visitor) expect(body).not.toContain("only-for-bookers");
    expect(visitor[0]).toContain("The call is a video call: your confirmation gives the link to join.");

    const booked = await book(id);
    const token = TOKEN_IN_PATH.exec(booked.headers.get("location") ?? "")?.[1];
    const page = await (await app.request(`/booking/${token}`)).text();
    expect(page).toContain("Video call on Zoom");
    expect(page).toContain(`href="${SECRET_LINK.replaceAll("&", "&amp;")}"`);
    // Once booked, the calendar the next visitor reads still holds no trace of it.
    expect(await (await app.request(`/api/booking-calendar?date=${day}`)).text()).not.toContain(
      "only-for-bookers",
    );
  });

  it("asks for the phone, saying why, while calls happen by phone", async () => {
    await saveMeetingChoice(db(), { kind: "phone" });
    const { id } = await createSlot(db(), { slotDate: day, slotTime: "11:00:00" });
    const page = await (await app.request(`/book-call?date=${day}&slot=${id}`)).text();
    expect(page).toContain("The call is a phone call: we call you, so your phone number is required.");
    const refused = await book(id);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(phoneMessages.required);
    const booked = await book(id, "+1 555 0100");
    expect(booked.status).toBe(303);
    const token = TOKEN_IN_PATH.exec(booked.headers.get("location") ?? "")?.[1];
    const manage = await (await app.request(`/booking/${token}`)).text();
    expect(manage).toContain("DVAT will call you at +1 555 0100.");
  });

  it("is chosen in Settings by an admin only; a bad link is refused with its reason and changes nothing", async () => {
    const save = (fields: Record<string, string>, as?: string) =>
      postForm(app, "/admin/settings.data", { intent: "save-meeting-place", ...fields }, as);
    expect((await save({ kind: "phone" })).status).toBe(401);
    const refused = await save({ kind: "video", video_url: "http://zoom.us/j/1" }, cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(meetingPlaceMessages.videoHttps);
    expect(await meetingPlaceView(db())).toEqual({ choice: { kind: "jitsi" }, chosen: false });

    expect((await save({ kind: "address", address: "1 Main St, Monterrey" }, cookie)).status).toBe(200);
    expect(await meetingPlaceView(db())).toEqual({
      choice: { kind: "address", address: "1 Main St, Monterrey" },
      chosen: true,
    });
  });

  it("shows the owner the booking's Jitsi room on its admin screen", async () => {
    const { id } = await createSlot(db(), { slotDate: day, slotTime: "12:00:00" });
    expect((await book(id)).status).toBe(303);
    const [booking] = await db().select({ id: bookings.id, room: bookings.placeDetail }).from(bookings);
    const screen = await app.request(`/admin/bookings/${booking?.id}`, { headers: { Cookie: cookie } });
    const html = await screen.text();
    expect(html).toContain("Video call on Jitsi Meet");
    expect(html).toContain(`href="${booking?.room}"`);
  });
});
