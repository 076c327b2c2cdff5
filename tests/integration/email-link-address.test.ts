import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteAddressMessages } from "../../domain/site-address-schema";
import { siteAddress } from "../../server/db/schema";
import { startAddress } from "../../server/site-address/site-address";
import { urlencoded } from "../support/bad-input";
import { requestAs } from "../support/raw-http";
import { createSlot } from "../support/slot-factory";
import { SmtpSink } from "../support/smtp-sink";
import { agencyDay, startTestApp, type TestApp, testAdmin } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// Links in e-mails outlive the request that caused them: without PUBLIC_URL they open the address the
// owner confirmed (or the start's localhost address), never the Host an anonymous request claimed.
// The booking is posted as a browser at that other host would post it (its own Origin is same-origin).

const foreignHost = "agency-login.evil.example";

describe.each(databaseKinds)("the address in e-mailed links on %s", (kind) => {
  let app: TestApp;
  let sink: SmtpSink;
  let port: string;
  let nextHour = 8;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp(kind, { PUBLIC_URL: "", SMTP_URL: sink.url });
    port = new URL(app.url).port;
  });
  afterAll(async () => {
    await app?.close();
    await sink?.stop();
  });

  const post = (host: string, path: string, form: [string, string][], cookie?: string) =>
    requestAs(`${app.url}${path}`, {
      method: "POST",
      headers: {
        Host: host,
        Origin: `http://${host}`,
        "Content-Type": "application/x-www-form-urlencoded",
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: urlencoded(form),
    });

  /** Books a new slot from `host` and returns the links of the confirmation the customer received. */
  async function bookFrom(host: string, email: string) {
    const slot = await createSlot(app.services.database.db, {
      slotDate: agencyDay(app, 1),
      slotTime: `${String(nextHour++).padStart(2, "0")}:00:00`,
    });
    const booked = await post(host, "/book-call.data", [
      ["time_slot_id", slot.id],
      ["customer_name", "Link Reader"],
      ["customer_email", email],
    ]);
    expect(booked.status, booked.text).toBe(200);
    let confirmation: string | undefined;
    await expect
      .poll(() => {
        const mail = sink.received.find((each) => each.envelopeTo.includes(email));
        confirmation = mail ? `${mail.email.text ?? ""}\n${mail.email.html ?? ""}` : undefined;
        return confirmation !== undefined;
      })
      .toBe(true);
    return [...(confirmation ?? "").matchAll(/https?:\/\/[^\s"'<>]+/g)].map((match) => match[0]);
  }

  it("points at the start's address, not the request's Host, while none is confirmed", async () => {
    const links = await bookFrom(foreignHost, "first@example.com");
    const manage = links.filter((link) => link.includes("/booking/"));
    expect(manage.length).toBeGreaterThan(0);
    for (const link of manage)
      expect(link.startsWith(`${startAddress(app.services.config.port)}/booking/`)).toBe(true);
    expect(links.some((link) => link.includes("evil.example"))).toBe(false);
  });

  it("points at the address an admin signed in at, whatever Host a visitor's request names", async () => {
    const signInAt = (host: string) =>
      post(host, "/admin/login.data", [
        ["email", testAdmin.email],
        ["password", testAdmin.password],
      ]);
    // A sign-in on the server's own machine is not the site's address: customers cannot open it.
    for (const loopback of [`127.0.0.1:${port}`, `localhost:${port}`])
      expect((await signInAt(loopback)).status).toBe(202);
    expect(await app.services.database.db.select().from(siteAddress)).toEqual([]);
    const ownHost = `agency-box.lan:${port}`;
    const login = await signInAt(ownHost);
    expect(login.status, login.text).toBe(202);
    const links = await bookFrom(foreignHost, "second@example.com");
    const manage = links.filter((link) => link.includes("/booking/"));
    expect(manage.length).toBeGreaterThan(0);
    for (const link of manage) expect(link.startsWith(`http://${ownHost}/booking/`)).toBe(true);
    expect(links.some((link) => link.includes("evil.example"))).toBe(false);
  });

  it("points at the address saved in Settings; a bad address is refused and changes nothing", async () => {
    const ownHost = `agency-box.lan:${port}`;
    const login = await post(ownHost, "/admin/login.data", [
      ["email", testAdmin.email],
      ["password", testAdmin.password],
    ]);
    const save = (address: string) =>
      post(
        ownHost,
        "/admin/settings.data",
        [
          ["intent", "save-site-address"],
          ["address", address],
        ],
        login.cookie,
      );

    for (const [address, message] of [
      ["ftp://agency.example", siteAddressMessages.scheme],
      ["https://user:secret@agency.example", siteAddressMessages.credentials],
      [`https://${"a".repeat(300)}.example`, siteAddressMessages.tooLong],
      ["   ", siteAddressMessages.empty],
    ] as const) {
      const refused = await save(address);
      expect(refused.status, address).toBe(400);
      expect(refused.text).toContain(message);
    }
    const stillOwn = await bookFrom(foreignHost, "third@example.com");
    expect(stillOwn.some((link) => link.startsWith(`http://${ownHost}/booking/`))).toBe(true);

    const saved = await save("book.agency.example/any/path");
    expect(saved.status, saved.text).toBe(200);
    const links = await bookFrom(foreignHost, "fourth@example.com");
    const manage = links.filter((link) => link.includes("/booking/"));
    expect(manage.length).toBeGreaterThan(0);
    for (const link of manage) expect(link.startsWith("https://book.agency.example/booking/")).toBe(true);
  });

  it("is not the visitor's to change: Settings refuses without an admin session", async () => {
    const refused = await post(foreignHost, "/admin/settings.data", [
      ["intent", "save-site-address"],
      ["address", `https://${foreignHost}`],
    ]);
    expect(refused.status).toBe(401);
    const links = await bookFrom(foreignHost, "fifth@example.com");
    expect(links.some((link) => link.includes("evil.example"))).toBe(false);
  });
});
