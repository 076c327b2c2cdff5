import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, urlencoded } from "../support/bad-input";
import { createSlot } from "../support/slot-factory";
import { SmtpSink } from "../support/smtp-sink";
import { agencyDay, signIn, startTestApp, type TestApp, testAdmin } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// Markup a visitor types into the booking form stays text wherever it is shown again: the admin
// screens (served HTML and the data embedded in it) and both e-mails (their HTML part).

/** The fields a visitor filled with markup (a phone number holds only digits and + - ( ) .). */
const hostile = {
  customer_name: "<script>alert(1)</script>",
  notes: '<img src=x onerror=alert(1)>\n<a href="javascript:alert(2)">click</a>',
};

/** Raw markup from the booking, anywhere in a document. */
const raw = ["<script>alert(1)", "<img src=x", '<a href="javascript:'];

describe.each(databaseKinds)("hostile markup in a booking on %s", (kind) => {
  let app: TestApp;
  let sink: SmtpSink;
  let date: string;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp(kind, { SMTP_URL: sink.url, ADMIN_NOTIFY_EMAIL: "team@example.com" });
    date = agencyDay(app, 1);
    const { id: slot } = await createSlot(app.services.database.db, { slotDate: date, slotTime: "10:00:00" });
    const booked = await post(
      app,
      "/book-call.data",
      urlencoded([
        ["time_slot_id", slot],
        ["customer_email", "markup@example.com"],
        ...Object.entries(hostile),
      ]),
    );
    expect(booked.status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await sink?.stop();
  });

  it("is escaped text on the dashboard and the time-slot screen", async () => {
    const cookie = await signIn(app, testAdmin);
    for (const page of ["/admin", `/admin/time-slots?date=${date}`]) {
      const response = await app.request(page, { headers: { Cookie: cookie } });
      expect(response.status, page).toBe(200);
      const html = await response.text();
      expect(html, page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(html, page).toContain("&lt;img src=x onerror=alert(1)&gt;");
      for (const markup of raw) expect(html, `${page}: ${markup}`).not.toContain(markup);
    }
  });

  it("is escaped text in the HTML of the confirmation and of the agency's notice", async () => {
    await expect.poll(() => sink.received.length).toBeGreaterThanOrEqual(2);
    const [confirmation] = sink.to("markup@example.com");
    const [notice] = sink.to("team@example.com");
    for (const [label, mail] of [
      ["confirmation", confirmation],
      ["notice", notice],
    ] as const) {
      const html = mail?.email.html ?? "";
      expect(html, label).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(html, label).toContain("&lt;img src=x onerror=alert(1)&gt;");
      for (const markup of raw) expect(html, `${label}: ${markup}`).not.toContain(markup);
    }
  });
});
