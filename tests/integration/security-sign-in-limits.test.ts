import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "../../server/db/schema";
import { startTestApp, type TestApp, testAdmin } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// What admin-sign-in.test.ts leaves out: the limit of a client on one account cannot be dodged by
// writing the e-mail another way or by switching between the form, its data request and Better Auth's
// endpoint; its message is the same sentence everywhere and tells nothing about whether the account
// exists.

const limited = "Too many sign-in attempts. Try again in 15 minutes.";

describe.each(databaseKinds)("the sign-in limit on %s", (kind) => {
  let app: TestApp;
  let client = 0;
  beforeEach(async () => {
    app = await startTestApp(kind);
    client += 1;
  });
  afterEach(async () => {
    await app?.close();
  });

  /** One attempt from this test's client, whose count per account applies. */
  function attempt(via: "form" | "data" | "api", email: string, password: string) {
    const headers = { Origin: app.url, "X-Forwarded-For": `192.0.2.${client % 250}` };
    if (via === "api")
      return app.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
    return app.request(via === "form" ? "/admin/login" : "/admin/login.data", {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password }).toString(),
    });
  }

  it("cannot keep the owner out: 10 failures for the admin from 10 addresses, then the right password from another signs in", async () => {
    for (let address = 1; address <= 10; address++) {
      const response = await app.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: {
          Origin: app.url,
          "Content-Type": "application/json",
          "X-Forwarded-For": `203.0.113.${address}`,
        },
        body: JSON.stringify({ email: testAdmin.email, password: "wrong-password" }),
      });
      expect(response.status, `address ${address}`).toBe(401);
    }
    const owner = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { Origin: app.url, "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.200" },
      body: JSON.stringify(testAdmin),
    });
    expect(owner.status).toBe(200);
    expect(owner.headers.getSetCookie().some((cookie) => cookie.includes("session_token="))).toBe(true);
  });

  it("counts one account however its e-mail is written, through every way in", async () => {
    // (Better Auth's endpoint refuses surrounding blanks itself; our form trims them.)
    const variants = [
      ["form", testAdmin.email.toUpperCase()],
      ["data", ` ${testAdmin.email} `],
      ["api", "Admin@Test.Example"],
      ["form", `\t${testAdmin.email}`],
      ["api", testAdmin.email],
    ] as const;
    for (const [via, email] of variants) {
      const response = await attempt(via, email, "wrong-password");
      expect(response.status, `${via} ${JSON.stringify(email)}`).toBe(401);
    }
    for (const via of ["form", "data", "api"] as const) {
      const response = await attempt(via, testAdmin.email, testAdmin.password);
      expect(response.status, via).toBe(429);
      expect(response.headers.getSetCookie(), via).toEqual([]);
      const body = await response.text();
      expect(body, via).toContain(limited);
      expect(body, via).not.toMatch(/\n\s+at |node_modules|Unexpected Server Error/);
    }
  });

  it("answers an unknown account's sixth attempt exactly as an admin's, and keeps no e-mail in its counters", async () => {
    const answers: Record<string, { status: number; body: string }> = {};
    for (const email of [testAdmin.email, "nobody-at-all@test.example"]) {
      for (let count = 1; count <= 5; count++) await attempt("api", email, "wrong-password");
      const response = await attempt("api", email, "wrong-password");
      answers[email] = { status: response.status, body: await response.text() };
      client += 1;
    }
    expect(answers[testAdmin.email]).toEqual(answers["nobody-at-all@test.example"]);
    expect(answers[testAdmin.email]?.status).toBe(429);
    expect(JSON.parse(answers[testAdmin.email]?.body ?? "{}")).toEqual({
      code: "TOO_MANY_SIGN_IN_ATTEMPTS",
      message: limited,
    });
    const keys = (await app.services.database.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (row) => row.key,
    );
    expect(keys.some((key) => key.includes("@"))).toBe(false);
  });
});
