import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { untrustedOriginMessage } from "../../server/http/origin-gate";
import { snapshot, urlencoded } from "../support/bad-input";
import { requestAs } from "../support/raw-http";
import { createSlot } from "../support/slot-factory";
import { agencyDay, startTestApp, type TestApp, testAdmin } from "../support/test-app";

// The site works at whatever address it is reached (docs/decisions/013-any-address.md): a request whose
// Origin is its own scheme and host is same-origin — localhost, 127.0.0.1, a LAN address or name, any
// port — whether or not PUBLIC_URL is set; PUBLIC_URL and TRUSTED_ORIGINS add trusted origins; every
// other Origin is refused with a sentence, on sign-in, sign-out, every admin action and the booking.

const evil = "https://evil.example";

function addressesOf(app: TestApp) {
  const port = new URL(app.url).port;
  return [`localhost:${port}`, `127.0.0.1:${port}`, `192.168.1.20:${port}`, `agency-box.lan:${port}`];
}

describe("a site without PUBLIC_URL, reached at any address", () => {
  let app: TestApp;
  let day: string;
  let nextHour = 8;

  beforeAll(async () => {
    app = await startTestApp("embedded", { PUBLIC_URL: "" });
    day = agencyDay(app, 1);
  });
  afterAll(async () => {
    await app?.close();
  });

  const send = (
    host: string,
    path: string,
    init: { origin?: string; cookie?: string; json?: unknown; form?: [string, string][] },
  ) =>
    requestAs(`${app.url}${path}`, {
      method: "POST",
      headers: {
        Host: host,
        ...(init.origin ? { Origin: init.origin } : {}),
        ...(init.cookie ? { Cookie: init.cookie } : {}),
        "Content-Type": init.json ? "application/json" : "application/x-www-form-urlencoded",
      },
      body: init.json ? JSON.stringify(init.json) : urlencoded(init.form ?? []),
    });
  const newSlot = async () =>
    (
      await createSlot(app.services.database.db, {
        slotDate: day,
        slotTime: `${String(nextHour++).padStart(2, "0")}:00:00`,
      })
    ).id;
  const booking = (slotId: string, email: string): [string, string][] => [
    ["time_slot_id", slotId],
    ["customer_name", "Any Address"],
    ["customer_email", email],
  ];

  it("has no canonical address of its own", () => {
    expect(app.services.config.publicUrl).toBeUndefined();
  });

  for (const which of [0, 1, 2, 3]) {
    it(`accepts sign-in, admin changes, sign-out and a booking from its own page at address ${which + 1}`, async () => {
      const host = addressesOf(app)[which] ?? "";
      const own = `http://${host}`;

      // Better Auth's endpoint and the login form.
      const raw = await send(host, "/api/auth/sign-in/email", { origin: own, json: testAdmin });
      expect(raw.status, raw.text).toBe(200);
      const login = await send(host, "/admin/login.data", {
        origin: own,
        form: [
          ["email", testAdmin.email],
          ["password", testAdmin.password],
        ],
      });
      expect(login.status, login.text).toBe(202);
      expect(login.text).toContain('"redirect","/admin"');
      const cookie = login.cookie;
      expect(cookie).toContain("session_token");

      // Every admin action.
      const slot = await newSlot();
      const actions: [string, [string, string][]][] = [
        [
          "/admin/time-slots.data",
          [
            ["intent", "set-status"],
            ["slot_id", slot],
            ["status", "unavailable"],
          ],
        ],
        [
          "/admin/settings.data",
          [
            ["intent", "save-hours"],
            ["day_of_week", "2"],
            ["start_time", "09:00:00"],
            ["end_time", "12:00:00"],
            ["is_enabled", "true"],
          ],
        ],
        [
          "/admin/settings.data",
          [
            ["intent", "generate"],
            ["days", "1"],
          ],
        ],
      ];
      for (const [path, form] of actions) {
        const answer = await send(host, path, { origin: own, cookie, form });
        expect(answer.status, `${path} ${form[0]?.[1]}: ${answer.text}`).toBe(200);
      }
      const booked = await newSlot();
      const made = await send(host, "/book-call.data", {
        origin: own,
        form: booking(booked, `visitor${which}@example.com`),
      });
      expect(made.status, made.text).toBe(200);
      const cancel = await send(host, "/admin/time-slots.data", {
        origin: own,
        cookie,
        form: [
          ["intent", "cancel-booking"],
          ["slot_id", booked],
        ],
      });
      expect(cancel.status, cancel.text).toBe(200);

      const signOut = await send(host, "/api/auth/sign-out", { origin: own, cookie, json: {} });
      expect(signOut.status, signOut.text).toBe(200);
      const logout = await send(host, "/admin/logout", { origin: own, cookie: raw.cookie });
      expect(logout.status).toBe(302);
    });
  }

  it("refuses every change sent from another site, with the reason and where to go instead", async () => {
    const host = addressesOf(app)[1] ?? "";
    const own = `http://${host}`;
    const cookie = (await send(host, "/api/auth/sign-in/email", { origin: own, json: testAdmin })).cookie;
    const slot = await newSlot();
    const before = await snapshot(app.services.database.db);
    const attempts: [string, { json?: unknown; form?: [string, string][]; cookie?: string }][] = [
      ["/api/auth/sign-in/email", { json: testAdmin }],
      ["/api/auth/sign-out", { json: {}, cookie }],
      [
        "/admin/login.data",
        {
          form: [
            ["email", testAdmin.email],
            ["password", testAdmin.password],
          ],
        },
      ],
      ["/admin/logout", { cookie }],
      [
        "/admin/time-slots.data",
        {
          cookie,
          form: [
            ["intent", "set-status"],
            ["slot_id", slot],
            ["status", "unavailable"],
          ],
        },
      ],
      [
        "/admin/settings.data",
        {
          cookie,
          form: [
            ["intent", "generate"],
            ["days", "5"],
          ],
        },
      ],
      ["/book-call.data", { form: booking(slot, "forged@example.com") }],
      ["/book-call", { form: booking(slot, "forged@example.com") }],
    ];
    for (const origin of [evil, "null", "http://localhost", `http://${host}.evil.example`]) {
      for (const [path, init] of attempts) {
        const answer = await send(host, path, { origin, ...init });
        expect(answer.status, `${path} from ${origin}`).toBe(403);
        expect(answer.text).toBe(untrustedOriginMessage(origin, own));
        expect(answer.headers["set-cookie"]).toBeUndefined();
      }
    }
    expect(await snapshot(app.services.database.db)).toEqual(before);
  });

  it("sends Cross-Origin-Opener-Policy only where the browser applies it, so a LAN address logs no error", async () => {
    const port = new URL(app.url).port;
    for (const [host, expected] of [
      [`localhost:${port}`, "same-origin"],
      [`127.0.0.1:${port}`, "same-origin"],
      [`192.168.1.20:${port}`, undefined],
      [`agency-box.lan:${port}`, undefined],
    ] as const) {
      for (const path of ["/", "/book-call", "/admin/login"]) {
        const page = await requestAs(`${app.url}${path}`, { headers: { Host: host } });
        expect(page.status, `${host}${path}`).toBe(200);
        expect(page.headers["cross-origin-opener-policy"], `${host}${path}`).toBe(expected);
      }
    }
  });

  it("names the address the reader used in the sitemap and robots.txt", async () => {
    for (const host of addressesOf(app)) {
      const sitemap = await requestAs(`${app.url}/sitemap.xml`, { headers: { Host: host } });
      expect(sitemap.text).toContain(`<loc>http://${host}/book-call</loc>`);
      expect(sitemap.text).not.toMatch(new RegExp(`<loc>(?!http://${host.replace(/\./g, "\\.")}/)`));
      const robots = await requestAs(`${app.url}/robots.txt`, { headers: { Host: host } });
      expect(robots.text).toContain(`Sitemap: http://${host}/sitemap.xml`);
    }
  });
});

describe("a site with PUBLIC_URL and TRUSTED_ORIGINS", () => {
  const publicUrl = "https://agency.example";
  const partner = "https://admin.agency.example";
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp("embedded", {
      PUBLIC_URL: publicUrl,
      TRUSTED_ORIGINS: `${partner}, http://office.lan:8080`,
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const signInFrom = (origin: string, host: string) =>
    requestAs(`${app.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { Host: host, Origin: origin, "Content-Type": "application/json" },
      body: JSON.stringify(testAdmin),
    });

  it("still accepts a request from its own address, and from PUBLIC_URL and the listed origins at another", async () => {
    const port = new URL(app.url).port;
    expect((await signInFrom(`http://127.0.0.1:${port}`, `127.0.0.1:${port}`)).status).toBe(200);
    // A proxy that passes neither the public host nor X-Forwarded-Host: the browser is at PUBLIC_URL.
    expect((await signInFrom(publicUrl, `127.0.0.1:${port}`)).status).toBe(200);
    expect((await signInFrom(partner, `127.0.0.1:${port}`)).status).toBe(200);
    expect((await signInFrom("http://office.lan:8080", `127.0.0.1:${port}`)).status).toBe(200);
    const login = await requestAs(`${app.url}/admin/login.data`, {
      method: "POST",
      headers: {
        Host: `127.0.0.1:${port}`,
        Origin: publicUrl,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: urlencoded([
        ["email", testAdmin.email],
        ["password", testAdmin.password],
      ]),
    });
    expect(login.status, login.text).toBe(202);
    expect(login.text).toContain('"redirect","/admin"');
  });

  it("refuses other origins and sends the visitor to PUBLIC_URL", async () => {
    const port = new URL(app.url).port;
    const refused = await signInFrom(evil, `127.0.0.1:${port}`);
    expect(refused.status).toBe(403);
    expect(refused.text).toBe(untrustedOriginMessage(evil, publicUrl));
  });

  it("names PUBLIC_URL in the sitemap, whatever address the reader used", async () => {
    const sitemap = await requestAs(`${app.url}/sitemap.xml`, { headers: { Host: "192.168.1.20:3000" } });
    expect(sitemap.text).toContain(`<loc>${publicUrl}/book-call</loc>`);
    expect(sitemap.text).not.toContain("192.168.1.20");
  });
});
