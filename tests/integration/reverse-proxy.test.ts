import { afterEach, describe, expect, it, vi } from "vitest";
import { bookOverHttp } from "../support/booking-http";
import { bookableDates, createSlot } from "../support/slot-factory";
import { cookieHeader, startTestApp, type TestApp, testAdmin } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// Deployed behind reverse proxies (TRUST_PROXY): the booking and sign-in limits count the client the
// trusted proxies report — never an address a client writes itself — and forms work through a proxy
// that ends TLS. This test client at 127.0.0.1 plays the proxy nearest to the app; each proxy appends
// the address it was reached from to X-Forwarded-For.

const clientA = "198.51.100.7";
const clientB = "198.51.100.8";
const outerProxy = "10.0.0.5";
const site = "https://agency.example";
// A proxy that ends TLS, keeps the internal Host (127.0.0.1:port) and names the public one in X-Forwarded-Host.
const throughTlsProxy = {
  "X-Forwarded-For": clientA,
  "X-Forwarded-Host": "agency.example",
  "X-Forwarded-Proto": "https",
};

const allowedThenRefused = [200, 200, 200, 200, 200, 429];
/** A limit of 5 valid booking attempts, so a test needs only a few slots. */
const fiveBookings = { bookingAttemptLimit: { limit: 5, windowMs: 10 * 60_000 } };

describe.each(databaseKinds)("behind a reverse proxy on %s", (kind) => {
  let app: TestApp;
  afterEach(async () => {
    await app?.close();
  });

  let booked = 0;
  /** Statuses of valid bookings, each of its own slot and e-mail (200 while the client is under its limit of 5, then 429). */
  async function bookingStatuses(forwardedFor: string[]) {
    const statuses: number[] = [];
    for (const each of forwardedFor) {
      booked += 1;
      const { id: slot } = await createSlot(app.services.database.db, {
        slotDate: bookableDates()[0] ?? "",
        slotTime: `10:${String(booked).padStart(2, "0")}:00`,
      });
      const email = `visitor${booked}@example.com`;
      statuses.push((await bookOverHttp(app.url, slot, { forwardedFor: each, email })).status);
    }
    return statuses;
  }

  function signInStatus(credentials: { email: string; password: string }, forwardedFor: string) {
    return app
      .request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: app.url, "X-Forwarded-For": forwardedFor },
        body: JSON.stringify(credentials),
      })
      .then((response) => response.status);
  }

  /** Twenty failures (the per-address limit), each on another account so only the address counts. */
  async function failTwentySignIns(forwardedFor: (attempt: number) => string) {
    for (let attempt = 1; attempt <= 20; attempt++) {
      const credentials = { email: `guess${attempt}@test.example`, password: "guess-password" };
      expect(await signInStatus(credentials, forwardedFor(attempt)), `attempt ${attempt}`).toBe(401);
    }
  }

  it("with TRUST_PROXY=1, counts booking attempts per client the proxy reports, whatever the client adds", async () => {
    app = await startTestApp(kind, { TRUST_PROXY: "1" }, fiveBookings);
    const forged = (attempt: number) => `203.0.113.${attempt}, ${clientA}`;
    expect(await bookingStatuses([1, 2, 3, 4, 5, 6].map(forged))).toEqual(allowedThenRefused);
    expect(await bookingStatuses([clientB])).toEqual([200]);
  });

  it("with TRUST_PROXY=1, counts failed sign-ins per client the proxy reports, whatever the client adds", async () => {
    app = await startTestApp(kind, { TRUST_PROXY: "1" }, fiveBookings);
    await failTwentySignIns((attempt) => `203.0.113.${attempt}, ${clientA}`);
    expect(await signInStatus(testAdmin, `203.0.113.99, ${clientA}`)).toBe(429);
    expect(await signInStatus(testAdmin, clientB)).toBe(200);
  });

  it.each([
    ["2", "two proxies in front"],
    ["loopback, 10.0.0.0/24", "the proxies' addresses"],
  ])(
    "with TRUST_PROXY=%s (%s), counts booking attempts per client behind the outer proxy",
    async (setting) => {
      app = await startTestApp(kind, { TRUST_PROXY: setting }, fiveBookings);
      const forged = (attempt: number) => `203.0.113.${attempt}, ${clientA}, ${outerProxy}`;
      expect(await bookingStatuses([1, 2, 3, 4, 5, 6].map(forged))).toEqual(allowedThenRefused);
      expect(await bookingStatuses([`${clientB}, ${outerProxy}`])).toEqual([200]);
    },
  );

  it("with TRUST_PROXY=none, counts every request as the one address it comes from", async () => {
    app = await startTestApp(kind, { TRUST_PROXY: "none" }, fiveBookings);
    const varied = (attempt: number) => `203.0.113.${attempt}`;
    expect(await bookingStatuses([1, 2, 3, 4, 5, 6].map(varied))).toEqual(allowedThenRefused);
    await failTwentySignIns(varied);
    expect(await signInStatus(testAdmin, clientB)).toBe(429);
  });

  it.each([
    ["loopback", clientA],
    ["1", clientA],
    ["none", "127.0.0.1"],
  ])("logs each request with the client address TRUST_PROXY=%s resolves (%s)", async (setting, client) => {
    app = await startTestApp(kind, { TRUST_PROXY: setting, LOG_LEVEL: "info" });
    const lines = vi.spyOn(process.stdout, "write");
    try {
      await app.request("/healthz", { headers: { "X-Forwarded-For": `203.0.113.9, ${clientA}` } });
      const line = new RegExp(`GET /healthz 200 [\\d.]+ms client=${client.replaceAll(".", "\\.")}\n`);
      await expect.poll(() => lines.mock.calls.map(([written]) => String(written)).join("")).toMatch(line);
    } finally {
      lines.mockRestore();
    }
  });

  /** The admin's sign-in form posted through a proxy that ends TLS for `site`. */
  function signInThroughTls() {
    return app.request("/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site, ...throughTlsProxy },
      body: new URLSearchParams(testAdmin).toString(),
    });
  }

  it("takes the public host and https from a trusted proxy, so its forms work", async () => {
    app = await startTestApp(kind, { TRUST_PROXY: "1", PUBLIC_URL: site });
    const signedIn = await signInThroughTls();
    expect(signedIn.status).toBe(302);
    const admin = await app.request("/admin", {
      headers: { ...throughTlsProxy, Cookie: cookieHeader(signedIn) },
    });
    expect(admin.status).toBe(200);
  });

  it("believes no host from an untrusted proxy, yet takes a form from PUBLIC_URL's pages", async () => {
    app = await startTestApp(kind, { TRUST_PROXY: "none", PUBLIC_URL: site });
    // The proxy's X-Forwarded-Host is ignored, so the request is at 127.0.0.1; its Origin is PUBLIC_URL's,
    // which only a page of this site sends.
    const signedIn = await signInThroughTls();
    expect(signedIn.status).toBe(302);
    const forged = await app.request("/admin/login", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://agency.example.evil",
        ...throughTlsProxy,
      },
      body: new URLSearchParams(testAdmin).toString(),
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
  });
});
