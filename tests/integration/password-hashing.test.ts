import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { account, user } from "../../server/db/schema";
import { type Services, startServices, stopServices } from "../../server/services";
import { startTestApp, testAdmin } from "../support/test-app";
import { testConfig } from "../support/test-config";
import { createTestDatabaseSource } from "../support/test-database";

// The in-process test apps hash passwords cheaply (tests/support/test-password-hashing.ts); the server,
// started as server/main.ts starts it, keeps Better Auth's scrypt.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function storedPasswordOf(services: Services, email: string) {
  const [row] = await services.database.db
    .select({ password: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(eq(user.email, email));
  return row?.password ?? "";
}

describe("password hashing", () => {
  it("is Better Auth's scrypt when the services start as the server starts them", async () => {
    const { source, drop } = await createTestDatabaseSource("embedded");
    const dataDir = mkdtempSync(path.join(tmpdir(), "hashing-"));
    const services = await startServices(
      testConfig({
        DATA_DIR: dataDir,
        ADMIN_EMAIL: "owner@agency.test",
        ADMIN_PASSWORD: "a-long-admin-password",
      }),
      source,
    ).catch(async (error) => {
      await drop();
      throw error;
    });
    cleanups.push(async () => {
      await stopServices(services);
      rmSync(dataDir, { recursive: true, force: true });
    });
    // Better Auth's format: a 16-byte salt and a 64-byte scrypt key, in hex.
    expect(await storedPasswordOf(services, "owner@agency.test")).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const signedIn = await services.auth.api.signInEmail({
      body: { email: "owner@agency.test", password: "a-long-admin-password" },
    });
    expect(signedIn.user.email).toBe("owner@agency.test");
  });

  it("is the cheap one in the in-process test apps, where signing in still checks the password", async () => {
    const app = await startTestApp("embedded");
    cleanups.push(() => app.close());
    expect(await storedPasswordOf(app.services, testAdmin.email)).toMatch(/^test-sha256:/);
    const attempt = (password: string) =>
      app.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: app.url },
        body: JSON.stringify({ email: testAdmin.email, password }),
      });
    expect((await attempt(testAdmin.password)).status).toBe(200);
    expect((await attempt("not-the-password")).status).toBe(401);
  });
});
