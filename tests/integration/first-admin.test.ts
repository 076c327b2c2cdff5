import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { type Browser, chromium } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { adminSetupTokens, user, userRoles } from "../../server/db/schema";
import { snapshot, urlencoded } from "../support/bad-input";
import { chromiumArgs, findHeadlessChromium } from "../support/chromium";
import { waitForHydration } from "../support/hydration";
import { startServerProcess } from "../support/server-process";
import { startTestApp, type TestApp } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// A fresh install with no admin: the one-time link `npm start` prints creates the admin in the browser.

const noAdmin = { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" };
const owner = { email: "owner@agency.test", password: "a-long-owner-password" };

describe.each(databaseKinds)("the first admin on %s", (kind) => {
  let app: TestApp;
  afterEach(async () => {
    await app?.close();
  });

  const setUp = (token: string, fields: Record<string, string>) =>
    app.request("/admin/setup.data", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
      body: urlencoded(Object.entries({ token, ...fields })),
    });
  const admins = () =>
    app.services.database.db
      .select({ email: user.email })
      .from(userRoles)
      .innerJoin(user, eq(user.id, userRoles.userId));

  it("works once, from the issued link only, with the form's rules, and signs the new admin in", async () => {
    app = await startTestApp(kind, noAdmin);
    const token = app.services.setupToken ?? "";
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Only the digest is kept.
    const stored = await app.services.database.db.select().from(adminSetupTokens);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    for (const wrong of ["", "x", `${token}x`, token.toUpperCase()]) {
      const page = await app.request(`/admin/setup?token=${encodeURIComponent(wrong)}`);
      expect(page.status, wrong).toBe(404);
      expect(await page.text()).toContain("This setup link is not valid.");
    }
    expect((await app.request(`/admin/setup?token=${token}`)).status).toBe(200);
    expect((await app.request("/admin/login")).status).toBe(200);
    expect(await (await app.request("/admin/login")).text()).toContain("No admin account exists yet.");

    const before = await snapshot(app.services.database.db);
    const mismatched = await setUp(token, { ...owner, confirm: "something-else" });
    expect(mismatched.status).toBe(400);
    expect(await mismatched.text()).toContain("The two passwords do not match");
    const short = await setUp(token, { email: "not-an-email", password: "short", confirm: "short" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Password must be at least 8 characters");
    const common = await setUp(token, { ...owner, password: "Password1", confirm: "Password1" });
    expect(common.status).toBe(400);
    expect(await common.text()).toContain(
      "Password is one of the most common passwords: choose one nobody would guess",
    );
    expect(await snapshot(app.services.database.db)).toEqual(before);

    // Two at once with the right token: exactly one admin.
    const answers = await Promise.all([
      setUp(token, { ...owner, confirm: owner.password }),
      setUp(token, { email: "rival@agency.test", password: "another-password", confirm: "another-password" }),
    ]);
    // The other is refused: the link is spent (404), or, when the winner has finished, an admin exists (409).
    const [won, lost] = answers.map((answer) => answer.status).sort();
    expect(won).toBe(202);
    expect([404, 409]).toContain(lost);
    expect(await admins()).toHaveLength(1);
    const winner = answers.find((answer) => answer.status === 202);
    expect(winner?.headers.getSetCookie().join(";")).toMatch(/session_token=/);

    const after = await app.request(`/admin/setup?token=${token}`);
    expect(after.status).toBe(409);
    expect(await after.text()).toContain("An admin account already exists. Sign in instead.");
    expect(await app.services.database.db.select().from(adminSetupTokens)).toEqual([]);
  });

  it("issues no link when ADMIN_EMAIL makes the admin", async () => {
    app = await startTestApp(kind);
    expect(app.services.setupToken).toBeUndefined();
    expect(await app.services.database.db.select().from(adminSetupTokens)).toEqual([]);
    expect(await (await app.request("/admin/login")).text()).not.toContain("No admin account exists yet.");
  });
});

describe("the first admin, in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("goes from the link `npm start` prints to the dashboard", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "first-admin-"));
    const server = await startServerProcess({ DATA_DIR: dataDir, DEMO_DATA: "off" });
    try {
      const printed = () => /(http:\/\/\S+\/admin\/setup\?token=\S+)/.exec(server.output())?.[1] ?? "";
      await expect.poll(printed).not.toBe("");
      const link = printed();
      expect(link).not.toBe("");
      expect(server.output()).toContain(
        "No admin account yet. Create it in your browser with this one-time link:",
      );
      const page = await browser.newPage();
      // As printed, with localhost; this server listens on 127.0.0.1 as well.
      await page.goto(link);
      await waitForHydration(page);
      await page.getByLabel("Email").fill(owner.email);
      await page.getByLabel(/^Password/).fill(owner.password);
      await page.getByLabel("Repeat the password").fill("not-the-same");
      await page.getByRole("button", { name: "Create admin account" }).click();
      await page.getByText("The two passwords do not match").waitFor();
      await page.getByLabel("Repeat the password").fill(owner.password);
      await page.getByRole("button", { name: "Create admin account" }).click();
      await page.waitForURL(/\/admin$/);
      await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
