import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, runServerExpectingFailure, startServerProcess } from "../support/server-process";
import { temporaryFolder } from "../support/temp-folder";
import { databaseUrlFor, testDatabaseUrl } from "../support/test-database";

// The built server as an operator runs it: its own process, a real data folder or PostgreSQL.

const admin = { email: "owner@agency.test", password: "a-long-admin-password" };

async function signIn(url: string, credentials: { email: string; password: string }) {
  return fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(credentials),
  });
}

function freshDataDir() {
  return path.join(temporaryFolder("server-"), "data");
}

async function createPostgresDatabase() {
  const pg = (await import("pg")).default;
  const name = `vt_process_${Date.now()}`;
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return databaseUrlFor(name);
}

const engines: [string, () => Promise<Record<string, string>>][] = [
  ["the embedded database", async () => ({ DATA_DIR: freshDataDir() })],
];
if (testDatabaseUrl) {
  engines.push([
    "PostgreSQL",
    async () => ({ DATA_DIR: freshDataDir(), DATABASE_URL: await createPostgresDatabase() }),
  ]);
}

describe.each(engines)("the server on %s", (_name, environment) => {
  it("serves /healthz and /, keeps its data across a restart, and stops cleanly on SIGTERM", async () => {
    const env = await environment();
    const first = await startServerProcess({
      ...env,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    try {
      const health = await fetch(`${first.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok" });
      expect((await fetch(`${first.url}/`)).status).toBe(200);
      expect((await fetch(`${first.url}/no-such-page`)).status).toBe(404);
    } finally {
      expect(await first.stop("SIGTERM")).toBe(0);
    }
    expect(first.output()).toMatch(/GET \/healthz 200 \d+\.\dms/);
    expect(first.output()).toContain("Stopped");

    // Started again without ADMIN_*: the admin written before is still there.
    const second = await startServerProcess(env);
    try {
      const response = await signIn(second.url, admin);
      expect(response.status).toBe(200);
      expect(second.output()).not.toContain("created from ADMIN_EMAIL");
    } finally {
      expect(await second.stop("SIGINT")).toBe(0);
    }
  });

  it("gives the admin an HttpOnly SameSite session cookie, refuses a wrong password and any sign-up", async () => {
    const server = await startServerProcess({
      ...(await environment()),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    try {
      const good = await signIn(server.url, admin);
      expect(good.status).toBe(200);
      const cookie = good.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/session_token=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const session = await fetch(`${server.url}/api/auth/get-session`, {
        headers: { cookie: cookie.split(";")[0] ?? "" },
      });
      expect((await session.json())?.user?.email).toBe(admin.email);

      const wrong = await signIn(server.url, { ...admin, password: "not-the-password" });
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get("set-cookie") ?? "").not.toMatch(/session_token=[^;]/);

      const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({
          email: "intruder@example.com",
          password: "intruder-password",
          name: "Intruder",
        }),
      });
      expect(signUp.status).toBeGreaterThanOrEqual(400);
      expect(
        await signIn(server.url, { email: "intruder@example.com", password: "intruder-password" }),
      ).toHaveProperty("status", 401);
    } finally {
      await server.stop();
    }
  });
});

describe("a server with bad configuration", () => {
  it("stops at start with one line naming the variable and exit status 1", async () => {
    for (const [env, variable] of [
      [{ PORT: "abc" }, "PORT"],
      [{ DATABASE_URL: "definitely not a url" }, "DATABASE_URL"],
      [{ TRUST_PROXY: "true" }, "TRUST_PROXY must not be true"],
    ] as const) {
      const { code, output } = await runServerExpectingFailure({ DATA_DIR: freshDataDir(), ...env });
      expect(code).toBe(1);
      expect(output.trim().split("\n")).toHaveLength(1);
      expect(output).toContain(`Invalid configuration: ${variable}`);
    }
  });

  it("says which port is taken and what to do, without claiming to listen, when the port is in use", async () => {
    const port = await freePort();
    const taken = createServer().listen(port, "0.0.0.0");
    await new Promise((resolve) => taken.once("listening", resolve));
    try {
      const dataDir = freshDataDir();
      const { code, output } = await runServerExpectingFailure({ DATA_DIR: dataDir, PORT: String(port) });
      expect(code).toBe(1);
      expect(output).not.toContain("Listening on");
      // Said before the database is made and seeded: nothing was started for nothing.
      expect(existsSync(path.join(dataDir, "postgres"))).toBe(false);
      expect(output).toContain(
        `Cannot listen on port ${port}: another program (perhaps the site, started before) is using it. Stop it, or choose another port: PORT=${port + 1} npm start`,
      );
    } finally {
      taken.close();
    }
  });

  it("says so and exits 1 when PostgreSQL cannot be reached", async () => {
    const { code, output } = await runServerExpectingFailure({
      DATA_DIR: freshDataDir(),
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
    });
    expect(code).toBe(1);
    // One line saying what to mend, no stack.
    expect(output.trim().split("\n")).toEqual([
      "127.0.0.1:1 refused the connection: nothing is listening at this address and port (the service may be down, or the port wrong). Check DATABASE_URL, and that PostgreSQL runs there.",
    ]);
  });
});
