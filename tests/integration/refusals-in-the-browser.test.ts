import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { chromiumArgs, findHeadlessChromium } from "../support/chromium";
import { waitForHydration } from "../support/hydration";
import { startTestApp, type TestApp, testAdmin } from "../support/test-app";

// Refusals a person meets, in a real Chromium against the real app on a real database: each says why,
// beside the form that failed. (tests/e2e/admin-refusals.spec.ts covers wrong credentials, limits,
// an ended session and a lost network against the end-to-end server.)

/** A reverse proxy that passes neither the public host nor X-Forwarded-Host: the app sees its own. */
function hostForgettingProxy(target: URL): Promise<Server> {
  const proxy = createServer((incoming, outgoing) => {
    const forwarded = httpRequest(
      target,
      {
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => proxy.listen(0, "127.0.0.1", () => resolve(proxy)));
}

async function hydrated(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

async function signIn(page: Page, base: string) {
  await hydrated(page, `${base}/admin/login`);
  await page.getByLabel("Email").fill(testAdmin.email);
  await page.getByLabel("Password").fill(testAdmin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

describe("refusals in the browser", () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startTestApp("embedded", { PUBLIC_URL: "" });
    browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it("says the page was opened at an address the server does not trust, and where to open it", async () => {
    const proxy = await hostForgettingProxy(new URL(app.url));
    const proxied = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const page = await browser.newPage();
    try {
      await signIn(page, proxied);
      const alert = page.getByRole("alert").filter({ hasText: "does not trust" });
      await expect
        .poll(() => alert.textContent())
        .toBe(
          `This page was opened at ${proxied}, an address this server does not trust, so nothing was done. Open it at ${app.url} and try again. (If ${proxied} is this site's address, its operator can set PUBLIC_URL or add it to TRUSTED_ORIGINS.)`,
        );
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Login failed" });
      await expect.poll(() => toast.count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe("/admin/login");
    } finally {
      await page.close();
      proxy.close();
    }
  });

  it("says a failure on our side happened, with the reference its log line carries", async () => {
    const page = await browser.newPage();
    const logged = vi.spyOn(process.stderr, "write");
    const { db } = app.services.database;
    try {
      await signIn(page, app.url);
      await page.waitForURL(`${app.url}/admin`);
      await hydrated(page, `${app.url}/admin/settings`);
      await db.execute(sql`alter table weekly_availability rename to weekly_availability_away`);
      await page.getByRole("switch", { name: "Sunday" }).click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Error updating availability" });
      await expect.poll(() => toast.count(), { timeout: 10_000 }).toBe(1);
      const words = (await toast.textContent()) ?? "";
      const reference = /reference: ([0-9a-f]{8})\./.exec(words)?.[1];
      expect(words).toContain("Something went wrong on our side, so this was not done.");
      expect(reference).toBeDefined();
      const log = logged.mock.calls.map(([line]) => String(line)).join("");
      expect(log).toContain(`Error while handling POST /admin/settings.data [ref ${reference}]`);
      const requestLine = new RegExp(`POST /admin/settings\\.data 500 [\\d.]+ms ref=${reference}`);
      await expect.poll(() => logged.mock.calls.map(([line]) => String(line)).join("")).toMatch(requestLine);
      expect(await page.content()).not.toMatch(/\n\s+at |node_modules/);
    } finally {
      await db.execute(sql`alter table weekly_availability_away rename to weekly_availability`);
      logged.mockRestore();
      await page.close();
    }
  });
});
