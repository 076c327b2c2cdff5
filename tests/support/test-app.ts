import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import { addDays, dateInZone } from "../../domain/agency-time";
import type { Auth } from "../../server/auth/auth";
import type { DatabaseKind } from "../../server/db/connection";
import { userRoles } from "../../server/db/schema";
import { createHttpApp } from "../../server/http/create-app";
import { projectRoot } from "../../server/project-root";
import {
  type DatabaseSource,
  type ServiceOptions,
  type Services,
  startServices,
  stopServices,
} from "../../server/services";
import { testConfig } from "./test-config";
import { createTestDatabaseSource } from "./test-database";
import { testPasswordHashing } from "./test-password-hashing";

// The real HTTP app — Express, Better Auth and the built React Router server (`npm run build` first) —
// on a fresh database and a free port, for tests that speak HTTP to it with fetch.

export const testAdmin = { email: "admin@test.example", password: "admin-password-1" };

const root = projectRoot();

async function loadBuiltRequestListener(): Promise<(services: Services) => RequestHandler> {
  const manifestFile = path.join(root, "build/server/.vite/manifest.json");
  let manifest: Record<string, { file: string }>;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  } catch {
    throw new Error("No server build found: run `npm run build` before these tests (npm test does).");
  }
  const file = manifest["server/app.ts"]?.file;
  if (!file) throw new Error("The server build has no entry for server/app.ts");
  // vitest.config.ts leaves build/server to Node, so react-router loads once, as in production.
  const module = await import(pathToFileURL(path.join(root, "build/server", file)).href);
  return module.createRequestListener;
}

export interface TestApp {
  url: string;
  services: Services;
  /** fetch against the app; never follows redirects, so tests see them. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The app's agency date `days` days from today (negative: before), as its screens and rules count. */
export function agencyDay(app: TestApp, days = 0) {
  return addDays(dateInZone(new Date(), app.services.config.agencyTimeZone), days);
}

export async function startTestApp(
  /** A fresh database of this kind, or a database of the test's own (its drop runs as the app closes). */
  database: DatabaseKind | { source: DatabaseSource; drop: () => Promise<void> },
  environment: Record<string, string> = {},
  /** What the code starting the services may set, like the booking attempt limit. */
  serviceOptions: ServiceOptions = {},
): Promise<TestApp> {
  const { source, drop } = typeof database === "string" ? await createTestDatabaseSource(database) : database;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dataDir = path.join(tmpdir(), `admin-test-${randomBytes(4).toString("hex")}`);
  const config = testConfig({
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    ADMIN_EMAIL: testAdmin.email,
    ADMIN_PASSWORD: testAdmin.password,
    // Reminders are their own suite's subject (booking-lifecycle-mail); elsewhere a booking queues its
    // confirmation and notice only.
    BOOKING_REMINDER_HOURS: "off",
    ...environment,
  });
  let services: Services;
  try {
    services = await startServices(config, source, {
      passwordHashing: testPasswordHashing,
      ...serviceOptions,
    });
  } catch (error) {
    await drop();
    throw error;
  }
  const createRequestListener = await loadBuiltRequestListener();
  server.on(
    "request",
    createHttpApp({
      services,
      ssr: createRequestListener(services),
      clientDir: path.join(root, "build/client"),
    }),
  );
  return {
    url,
    services,
    request: (pathname, init) => fetch(new URL(pathname, url), { redirect: "manual", ...init }),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stopServices(services);
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A user with a password and, unless `admin` is false, the admin role. */
export async function createUser(
  auth: Auth,
  services: Services,
  { email, password, admin }: { email: string; password: string; admin: boolean },
): Promise<string> {
  const context = await auth.$context;
  const user = await context.internalAdapter.createUser(
    { email, name: email.split("@")[0] ?? "user", emailVerified: true },
    { method: "test" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(password),
  });
  if (admin) await services.database.db.insert(userRoles).values({ userId: user.id, role: "admin" });
  return user.id;
}

/** The `Cookie` header that carries the cookies a response set. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Signs in through Better Auth's own endpoint; returns the session cookie. */
export async function signIn(app: TestApp, credentials: { email: string; password: string }) {
  const response = await app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: app.url },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`Sign-in failed with ${response.status}`);
  return cookieHeader(response);
}

/** An app as `startTestApp` starts it, with the test admin signed in: the app and the session cookie. */
export async function startSignedIn(kind: DatabaseKind, environment: Record<string, string> = {}) {
  const app = await startTestApp(kind, environment);
  return { app, cookie: await signIn(app, testAdmin) };
}

/** A form post as our own pages send it (same Origin). */
export function postForm(app: TestApp, pathname: string, fields: Record<string, string>, cookie?: string) {
  return app.request(pathname, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: app.url,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}
