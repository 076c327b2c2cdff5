import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { session, user } from "../../server/db/schema";
import {
  cookieHeader,
  createUser,
  postForm,
  startTestApp,
  type TestApp,
  testAdmin,
} from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// Sign-in through our form (/admin/login) and through Better Auth's raw endpoint, with the limits that
// slow and then refuse repeated failures per client and per client and account, and only slow them per
// account (docs/decisions/006-sign-in-limits.md).

const wrong = { email: testAdmin.email, password: "not-the-password" };

describe.each(databaseKinds)("admin sign-in on %s", (kind) => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp(kind);
  });
  afterEach(async () => {
    await app?.close();
  });

  const viaForm = (credentials: { email: string; password: string }, headers: Record<string, string> = {}) =>
    app.request("/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, ...headers },
      body: new URLSearchParams(credentials).toString(),
    });
  const viaApi = (credentials: { email: string; password: string }, headers: Record<string, string> = {}) =>
    app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: app.url, ...headers },
      body: JSON.stringify(credentials),
    });

  it("signs an admin in, to /admin, with a session cookie that opens the dashboard", async () => {
    const response = await viaForm(testAdmin);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
    const cookie = cookieHeader(response);
    expect(cookie).toMatch(/session_token=/);
    expect((await app.request("/admin", { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it("returns to the admin page that sent the admin to sign in, and to no other site", async () => {
    const asked = "/admin/bookings?status=confirmed&page=2";
    const sent = await app.request(asked);
    expect(sent.status).toBe(302);
    const login = sent.headers.get("location") ?? "";
    expect(login).toBe("/admin/login?next=%2Fadmin%2Fbookings%3Fstatus%3Dconfirmed%26page%3D2");
    const signIn = (path: string) =>
      app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
        body: new URLSearchParams(testAdmin).toString(),
      });
    const signedIn = await signIn(login);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe(asked);
    // Signed in already, the sign-in page sends the admin on too.
    const again = await app.request(login, { headers: { Cookie: cookieHeader(signedIn) } });
    expect(again.headers.get("location")).toBe(asked);
    for (const elsewhere of ["https://evil.example/admin", "//evil.example/admin", "/book-call"]) {
      const answer = await signIn(`/admin/login?next=${encodeURIComponent(elsewhere)}`);
      expect(answer.status, elsewhere).toBe(302);
      expect(answer.headers.get("location"), elsewhere).toBe("/admin");
    }
  });

  it("says why it failed: wrong password, missing fields, an account that is not an admin", async () => {
    const failed = await viaForm(wrong);
    expect(failed.status).toBe(401);
    expect(failed.headers.getSetCookie()).toEqual([]);
    expect(await failed.text()).toContain("Invalid email or password");

    const empty = await postForm(app, "/admin/login", { email: "", password: "" });
    expect(empty.status).toBe(400);
    const page = await empty.text();
    expect(page).toContain("Email is required");
    expect(page).toContain("Password is required");

    const member = { email: "member@test.example", password: "member-password-1" };
    const memberId = await createUser(app.services.auth, app.services, { ...member, admin: false });
    const refused = await viaForm(member);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("This account has no access to the admin area.");
    expect(refused.headers.getSetCookie()).toEqual([]);
    const sessions = await app.services.database.db
      .select()
      .from(session)
      .where(eq(session.userId, memberId));
    expect(sessions).toEqual([]);
  });

  it("refuses a client after 5 failures for one account, saying how long to wait, and slows it first", async () => {
    const fromA = { "X-Forwarded-For": "198.51.100.1" };
    const timings: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const started = Date.now();
      const response = await (attempt % 2 ? viaForm : viaApi)(wrong, fromA);
      timings.push(Date.now() - started);
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    // Attempts 4 and 5 wait 100 ms and 200 ms before the password is even checked.
    expect(timings[4]).toBeGreaterThanOrEqual(190);
    const refused = await viaForm(testAdmin, fromA);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many sign-in attempts. Try again in 15 minutes.");
    const raw = await viaApi(testAdmin, fromA);
    expect(raw.status).toBe(429);
    expect(raw.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await raw.json()) as { message: string }).message).toBe(
      "Too many sign-in attempts. Try again in 15 minutes.",
    );
    // The admin, from their own network, is not affected; nor is another account from the same client.
    expect((await viaForm(testAdmin, { "X-Forwarded-For": "198.51.100.2" })).status).toBe(302);
    const other = { email: "second-admin@test.example", password: "second-password-1" };
    await createUser(app.services.auth, app.services, { ...other, admin: true });
    expect((await viaForm(other, fromA)).status).toBe(302);
  });

  it("cannot be made to lock the admin out: failures for the admin's e-mail from anywhere only slow it", async () => {
    // Forty wrong passwords for the admin's account, from forty addresses, in parallel.
    for (let batch = 0; batch < 4; batch++) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          viaApi(wrong, { "X-Forwarded-For": `203.0.113.${batch * 10 + index + 1}` }).then(
            (response) => response.status,
          ),
        ),
      );
      expect(statuses).toEqual(Array(10).fill(401));
    }
    // The owner, from an address with no failures, signs in with the right password: at most slowed.
    const started = Date.now();
    const owner = await viaForm(testAdmin, { "X-Forwarded-For": "198.51.100.77" });
    expect(owner.status).toBe(302);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("refuses a client address after 20 failures, whichever accounts it tries and whatever it claims to be", async () => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await viaApi(
        { email: `guess${attempt}@test.example`, password: "guess-password" },
        // A header a client might forge to look like someone else: the server sets it itself. (X-Forwarded-For
        // counts only from a proxy on this host — the default TRUST_PROXY=loopback — which this test client is.)
        { "X-Client-Address": `198.51.100.${attempt}` },
      );
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const refused = await viaForm(testAdmin);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many sign-in attempts.");
  });

  it("forgets an account's failures after a success, and counts only failures per address", async () => {
    for (let attempt = 1; attempt <= 4; attempt++) expect((await viaApi(wrong)).status).toBe(401);
    expect((await viaForm(testAdmin)).status).toBe(302);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await viaApi(wrong)).status).toBe(401);
    expect((await viaApi(testAdmin)).status).toBe(200);
    // Many successful sign-ins in a row: neither our limits nor Better Auth's own limiter refuse them.
    for (let attempt = 1; attempt <= 25; attempt++) expect((await viaApi(testAdmin)).status).toBe(200);
    expect(app.services.auth.options.rateLimit?.enabled).toBe(false);
  });

  it("keeps the session across requests, renews it while in use, and ends it on logout", async () => {
    const cookie = cookieHeader(await viaForm(testAdmin));
    const { db } = app.services.database;
    const [admin] = await db.select({ id: user.id }).from(user).where(eq(user.email, testAdmin.email));
    // A session signed in six days ago: one day left, older than updateAge (a day).
    const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000);
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 86_400_000), createdAt: sixDaysAgo, updatedAt: sixDaysAgo })
      .where(eq(session.userId, admin?.id ?? ""));
    const response = await app.request("/admin", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/session_token=.*Max-Age=604800/);
    const [renewed] = await db
      .select()
      .from(session)
      .where(eq(session.userId, admin?.id ?? ""));
    expect(renewed?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    const logout = await postForm(app, "/admin/logout", {}, cookie);
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe("/");
    expect(logout.headers.getSetCookie().join()).toMatch(/session_token=;/);
    expect(
      await db
        .select()
        .from(session)
        .where(eq(session.userId, admin?.id ?? "")),
    ).toEqual([]);
    expect((await app.request("/admin", { headers: { Cookie: cookie } })).status).toBe(302);
  });
});
