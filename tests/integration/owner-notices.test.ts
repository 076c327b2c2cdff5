import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BookingDesk } from "../../server/booking/booking-desk";
import { cancelByCustomer, cancelByOwner } from "../../server/booking/cancel";
import { rescheduleBooking } from "../../server/booking/reschedule";
import type { Database, DatabaseHandle } from "../../server/db/connection";
import { ownerNotices, user, userRoles } from "../../server/db/schema";
import { saveOwnerNotices } from "../../server/mail/owner-notices";
import { bookDirectly, testDesk, testNow } from "../support/booking-desk";
import { deliverOutbox } from "../support/outbox-delivery";
import { createSlot } from "../support/slot-factory";
import { SmtpSink } from "../support/smtp-sink";
import { postForm, startSignedIn, type TestApp, testAdmin } from "../support/test-app";
import { createTestDatabase, databaseKinds } from "../support/test-database";

// The agency hears of every booking, move and cancel: at ADMIN_NOTIFY_EMAIL when it is set, else at
// every admin's own address (read when the notice is queued), unless the owner switched notices off.
// Read back from a real SMTP peer.

const admins = ["owner@dvat.test", "partner@dvat.test"];
const notAnAdmin = "visitor-account@dvat.test";

async function addUsers(db: Database) {
  const people = [...admins, notAnAdmin].map((email, index) => ({ id: `user-${index}`, name: email, email }));
  await db.insert(user).values(people);
  await db
    .insert(userRoles)
    .values(people.slice(0, admins.length).map(({ id }) => ({ userId: id, role: "admin" as const })));
}

describe.each(databaseKinds)("the owner's notices on %s", (kind) => {
  let database: DatabaseHandle;
  let db: Database;
  let sink: SmtpSink;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    sink = await SmtpSink.start();
    await addUsers(db);
  });
  afterEach(async () => {
    await sink.stop();
    await database.close();
  });

  /** A desk whose ADMIN_NOTIFY_EMAIL is `notify` (unset when undefined). */
  const deskWith = (notify: string | undefined): BookingDesk => {
    const desk = testDesk(db);
    return { ...desk, mail: { ...desk.mail, adminNotifyEmail: notify } };
  };

  /** A booking, its move, the customer's cancel, and another booking the agency cancels; all delivered. */
  async function bookMoveAndCancel(desk: BookingDesk) {
    const at = { now: testNow, linkBase: "https://dvat.test" };
    const [first, second, other] = await Promise.all([
      createSlot(db, { slotDate: "2030-03-07", slotTime: "10:00:00" }),
      createSlot(db, { slotDate: "2030-03-08", slotTime: "10:00:00" }),
      createSlot(db, { slotDate: "2030-03-08", slotTime: "12:00:00" }),
    ]);
    const { token } = await bookDirectly(desk, first.id);
    expect(
      (await rescheduleBooking(desk, { token, fromSlotId: first.id, toSlotId: second.id, ...at })).ok,
    ).toBe(true);
    expect((await cancelByCustomer(desk, token, at)).ok).toBe(true);
    await bookDirectly(desk, other.id, { email: "alan@example.com" });
    expect((await cancelByOwner(desk, other.id, { ...at, reason: "Away" })).ok).toBe(true);
    await deliverOutbox(db, sink, testNow);
  }

  const subjectsTo = (address: string) => sink.to(address).map((mail) => mail.email.subject ?? "");
  const noticeSubjects = [
    /^New booking: Ada Lovelace, Thursday, March 7, 2030, 10:00–11:00 CST$/,
    /^Moved: Ada Lovelace, now Friday, March 8, 2030, 10:00–11:00 CST$/,
    /^Cancelled by the customer: Ada Lovelace, Friday, March 8, 2030, 10:00–11:00 CST$/,
    /^New booking: Ada Lovelace, Friday, March 8, 2030, 12:00–13:00 CST$/,
    /^Cancelled by the agency: Ada Lovelace, Friday, March 8, 2030, 12:00–13:00 CST$/,
  ];

  it("go to every admin's own address when ADMIN_NOTIFY_EMAIL is unset, and to nobody else", async () => {
    await bookMoveAndCancel(deskWith(undefined));
    for (const admin of admins) {
      const subjects = subjectsTo(admin);
      expect(subjects).toHaveLength(noticeSubjects.length);
      for (const subject of noticeSubjects)
        expect(
          subjects.some((each) => subject.test(each)),
          `${admin}: ${subject}`,
        ).toBe(true);
      // Each admin's own message: the other admins are not in its recipients.
      for (const mail of sink.to(admin)) expect(mail.envelopeTo).toEqual([admin]);
    }
    expect(sink.to(notAnAdmin)).toEqual([]);
    expect(subjectsTo("ada@example.com")).toHaveLength(3);
  });

  it("go to ADMIN_NOTIFY_EMAIL alone when it is set", async () => {
    await bookMoveAndCancel(deskWith("team@dvat.test"));
    expect(subjectsTo("team@dvat.test")).toHaveLength(noticeSubjects.length);
    for (const admin of admins) expect(sink.to(admin)).toEqual([]);
  });

  it("reach an admin added after the booking was made, at the next change", async () => {
    const desk = deskWith(undefined);
    const slot = await createSlot(db, { slotDate: "2030-03-07", slotTime: "10:00:00" });
    const { token } = await bookDirectly(desk, slot.id);
    await db.insert(user).values({ id: "late", name: "Late", email: "late@dvat.test" });
    await db.insert(userRoles).values({ userId: "late", role: "admin" });
    await cancelByCustomer(desk, token, { now: testNow, linkBase: "https://dvat.test" });
    await deliverOutbox(db, sink, testNow);
    expect(subjectsTo("late@dvat.test")).toEqual([
      "Cancelled by the customer: Ada Lovelace, Thursday, March 7, 2030, 10:00–11:00 CST",
    ]);
  });

  it.each([undefined, "team@dvat.test"])(
    "are not sent at all once the owner switches them off (ADMIN_NOTIFY_EMAIL %s); the customer is still told",
    async (notify) => {
      await saveOwnerNotices(db, false);
      await bookMoveAndCancel(deskWith(notify));
      const toTheAgency = sink.received.filter(
        (mail) => !mail.envelopeTo.every((to) => to.endsWith("@example.com")),
      );
      expect(toTheAgency).toEqual([]);
      expect(subjectsTo("ada@example.com")).toHaveLength(3);
      expect(subjectsTo("alan@example.com")).toHaveLength(2);
    },
  );
});

describe.each(databaseKinds)("the booking notices card on %s", (kind) => {
  let app: TestApp;
  let cookie: string;
  afterEach(async () => {
    await app?.close();
  });

  /** The settings page's markup, without the comments React puts between pieces of text. */
  const settingsPage = async () =>
    (await (await app.request("/admin/settings", { headers: { Cookie: cookie } })).text()).replaceAll(
      "<!-- -->",
      "",
    );
  const saved = async () => (await app.services.database.db.select().from(ownerNotices))[0]?.enabled;
  /** The card's switch, as its fetcher posts it. */
  const switchTo = (enabled: string) =>
    postForm(app, "/admin/settings.data", { intent: "save-owner-notices", enabled }, cookie);

  it("says where notices go, and switches them off and on", async () => {
    ({ app, cookie } = await startSignedIn(kind, { ADMIN_NOTIFY_EMAIL: "" }));
    const page = await settingsPage();
    expect(page).toContain("Booking Notices");
    expect(page).toMatch(new RegExp(`Notices go to <strong[^>]*>${testAdmin.email}</strong>`));
    expect(page).toContain("every admin&#x27;s own address");

    const off = await switchTo("false");
    expect(off.status).toBe(200);
    expect(await off.text()).toContain("Booking notices are off");
    expect(await saved()).toBe(false);
    const on = await switchTo("true");
    expect(on.status).toBe(200);
    expect(await saved()).toBe(true);
  });

  it("names ADMIN_NOTIFY_EMAIL when it is set", async () => {
    ({ app, cookie } = await startSignedIn(kind, { ADMIN_NOTIFY_EMAIL: "team@agency.test" }));
    const page = await settingsPage();
    expect(page).toMatch(/Notices go to <strong[^>]*>team@agency\.test<\/strong>/);
    expect(page).toContain("ADMIN_NOTIFY_EMAIL in the server");
  });

  it("refuses a value that is neither on nor off with a sentence, and changes nothing", async () => {
    ({ app, cookie } = await startSignedIn(kind));
    const refused = await switchTo("maybe");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose whether to send booking notices (true) or not (false)");
    expect(await saved()).toBeUndefined();
  });
});
