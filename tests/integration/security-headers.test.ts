import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectPath, projects } from "../../domain/content/projects";
import { agencyDay, cookieHeader, signIn, startTestApp, type TestApp, testAdmin } from "../support/test-app";

// The security headers of every kind of answer: pages (prerendered and server-rendered), errors,
// data requests, files, the API and the event stream; HSTS and secure cookies only behind https.

const asset = readdirSync(path.resolve("build/client/assets")).find((file) => file.endsWith(".js"));

function directives(policy: string | null) {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes ?? ""))
    .map(([, attributes = "", body = ""]) => ({ attributes, body }));
}

function expectSecurityHeaders(response: Response, label: string, { https }: { https: boolean }) {
  const headers = response.headers;
  const policy = directives(headers.get("content-security-policy"));
  const scripts = policy.get("script-src") ?? [];
  expect(scripts, `${label}: script-src`).toContain("'self'");
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(policy.get("default-src"), label).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(policy.get("object-src"), label).toEqual(["'none'"]);
  expect(policy.get("base-uri"), label).toEqual(["'self'"]);
  expect(policy.get("form-action"), label).toEqual(["'self'"]);
  expect(headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(headers.get("x-powered-by"), label).toBeNull();
  if (https) {
    expect(headers.get("strict-transport-security"), label).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(headers.get("strict-transport-security")?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(
      31_536_000,
    );
    expect(policy.has("upgrade-insecure-requests"), label).toBe(true);
  } else {
    expect(headers.get("strict-transport-security"), label).toBeNull();
    expect(policy.has("upgrade-insecure-requests"), label).toBe(false);
  }
  return scripts;
}

describe.each([
  { scheme: "http", https: false },
  { scheme: "https", https: true },
])("security headers with an $scheme PUBLIC_URL", ({ https }) => {
  let app: TestApp;
  let cookie: string;
  let day: string;
  const publicUrl = "https://agency.example";

  beforeAll(async () => {
    app = await startTestApp("embedded", https ? { PUBLIC_URL: publicUrl } : {});
    day = agencyDay(app, 1);
    if (!https) {
      cookie = await signIn(app, testAdmin);
      return;
    }
    // Behind the https proxy the browser's Origin is PUBLIC_URL's.
    const response = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: publicUrl },
      body: JSON.stringify(testAdmin),
    });
    expect(response.status).toBe(200);
    cookie = cookieHeader(response);
  });
  afterAll(async () => {
    await app?.close();
  });

  const pages = () => [
    { path: "/", status: 200, prerendered: true },
    ...projects.map((project) => ({ path: projectPath(project), status: 200, prerendered: true })),
    { path: "/projects/no-such-project", status: 404 },
    { path: "/no-such-page", status: 404 },
    { path: "/book-call", status: 200 },
    { path: `/book-call?date=${day}`, status: 200 },
    { path: "/admin/login", status: 200 },
    { path: "/admin", status: 200, signedIn: true },
    { path: `/admin/time-slots?date=${day}`, status: 200, signedIn: true },
    { path: "/admin/settings", status: 200, signedIn: true },
  ];

  it("on every page, with inline scripts allowed only by this response's nonce or the file's hashes", async () => {
    for (const { path: page, status, prerendered, signedIn } of pages()) {
      const response = await app.request(page, { headers: signedIn ? { Cookie: cookie } : {} });
      expect(response.status, page).toBe(status);
      const scripts = expectSecurityHeaders(response, page, { https });
      const inline = inlineScripts(await response.text());
      expect(inline.length, `${page}: inline scripts`).toBeGreaterThan(0);
      if (prerendered) {
        expect(
          scripts.some((source) => source.startsWith("'nonce-")),
          page,
        ).toBe(false);
        for (const { body } of inline) {
          const hash = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
          expect(scripts, `${page}: hash of ${body.slice(0, 60)}`).toContain(hash);
        }
      } else {
        const nonces = scripts.filter((source) => source.startsWith("'nonce-"));
        expect(nonces, page).toHaveLength(1);
        const nonce = nonces[0]?.slice("'nonce-".length, -1);
        expect(
          scripts.some((source) => source.startsWith("'sha256-")),
          page,
        ).toBe(false);
        for (const { attributes, body } of inline)
          expect(attributes, `${page}: nonce of ${body.slice(0, 60)}`).toContain(`nonce="${nonce}"`);
      }
    }
  });

  it("with a new nonce for each response", async () => {
    const nonceOf = async () =>
      directives((await app.request("/book-call")).headers.get("content-security-policy"))
        .get("script-src")
        ?.find((source) => source.startsWith("'nonce-"));
    const [first, second] = [await nonceOf(), await nonceOf()];
    expect(first).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
    expect(second).not.toBe(first);
  });

  it("on data requests, files, the sitemap, robots, the API, the health check and the event stream", async () => {
    const answers = [
      "/book-call.data",
      `/book-call.data?date=${day}`,
      "/_root.data",
      "/no-such-page.data",
      "/admin.data",
      "/sitemap.xml",
      "/robots.txt",
      "/favicon.svg",
      `/assets/${asset}`,
      "/api/voice/config",
      "/api/auth/get-session",
      "/api/auth/ok",
      "/healthz",
      "/api/slots/events?date=not-a-date",
    ];
    for (const answer of answers) {
      const response = await app.request(answer);
      expect(response.status, answer).toBeLessThan(500);
      expectSecurityHeaders(response, answer, { https });
      await response.arrayBuffer();
    }
    const csv = await app.request("/admin/bookings.csv", { headers: { Cookie: cookie } });
    expect(csv.status).toBe(200);
    expectSecurityHeaders(csv, "/admin/bookings.csv", { https });
    await csv.arrayBuffer();

    const stop = new AbortController();
    const stream = await app.request(`/api/slots/events?date=${day}`, { signal: stop.signal });
    expect(stream.status).toBe(200);
    expectSecurityHeaders(stream, "the event stream", { https });
    stop.abort();
  });

  it("on the booking calendar's JSON, the strictest policy: nothing may load, nothing may frame it", async () => {
    for (const query of ["", `?date=${day}`]) {
      const response = await app.request(`/api/booking-calendar${query}`);
      expect(response.status, query).toBe(200);
      const headers = response.headers;
      const policy = directives(headers.get("content-security-policy"));
      expect(policy.get("default-src"), query).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors"), query).toEqual(["'none'"]);
      expect(headers.get("x-content-type-options"), query).toBe("nosniff");
      expect(headers.get("referrer-policy"), query).toBe("strict-origin-when-cross-origin");
      expect(headers.get("cross-origin-resource-policy"), query).toBe("same-origin");
      expect(headers.get("x-powered-by"), query).toBeNull();
      expect(headers.get("strict-transport-security"), query).toBe(
        https ? "max-age=31536000; includeSubDomains" : null,
      );
      await response.arrayBuffer();
    }
  });

  it(`sets the session cookie HttpOnly, SameSite=Lax, Path=/${https ? ", Secure" : ", not Secure"}`, async () => {
    // Our sign-in form, as the browser posts it (for https, through a proxy on this host that names the
    // public host and its port).
    const proxied: Record<string, string> = https
      ? { Origin: publicUrl, "X-Forwarded-Host": "agency.example:443", "X-Forwarded-Proto": "https" }
      : { Origin: app.url };
    const response = await app.request("/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...proxied },
      body: new URLSearchParams(testAdmin).toString(),
    });
    expect(response.status).toBe(302);
    const session = response.headers.getSetCookie().find((line) => /session_token=/.test(line)) ?? "";
    expect(session).not.toBe("");
    const attributes = session
      .split(";")
      .slice(1)
      .map((part) => part.trim().toLowerCase());
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("path=/");
    expect(attributes.includes("secure"), session).toBe(https);
    expect(session.startsWith("__Secure-"), session).toBe(https);
  });
});
