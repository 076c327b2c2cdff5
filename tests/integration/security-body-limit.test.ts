import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchPeakMemory } from "../../scripts/probe/memory";
import { sendOversizedBody } from "../../scripts/probe/oversized-body";
import { BODY_TOO_LARGE_MESSAGE } from "../../server/http/body-limit";
import { type ServerProcess, startServerProcess } from "../support/server-process";

// Every route refuses a body over 64 KB with 413, Better Auth's included, which would otherwise read
// any body into memory: as soon as the declared length says so, or as soon as a streamed body passes
// it, and without reading the rest. The production server runs as its own process, so its memory is
// what is measured.

const FIFTY_MB = 50 * 1024 * 1024;
const admin = { email: "owner@body-limit.example", password: "owner-password-1" };

describe("bodies over 64 KB", () => {
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = path.join(tmpdir(), `body-limit-${randomBytes(4).toString("hex")}`);
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DEMO_DATA: "off",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function signIn(body: string, init: { chunked?: boolean } = {}) {
    const bytes = new TextEncoder().encode(body);
    return fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      // A stream has no declared length, so it goes chunked.
      body: init.chunked
        ? new ReadableStream({
            start(controller) {
              controller.enqueue(bytes);
              controller.close();
            },
          })
        : bytes,
      duplex: "half",
    } as RequestInit);
  }

  it("are refused with 413 within a second on /api/auth/*, declared or streamed, and memory stays flat", async () => {
    // Warm up what a refusal and a sign-in touch, so the figure below is the bodies' alone.
    await sendOversizedBody(`${server.url}/api/auth/sign-out`, { bytes: 1024 * 1024, declared: true });
    expect((await signIn(JSON.stringify(admin))).status).toBe(200);
    const before = watchPeakMemory(server.pid).stop();

    const peak = watchPeakMemory(server.pid);
    const answers = await Promise.all(
      ["/api/auth/sign-out", "/api/auth/sign-in/email"].flatMap((route) =>
        [true, false].map(async (declared) => ({
          label: `${route} ${declared ? "declared" : "chunked"}`,
          answer: await sendOversizedBody(`${server.url}${route}`, {
            bytes: FIFTY_MB,
            declared,
            headers: { Origin: server.url },
          }),
        })),
      ),
    );
    const grown = peak.stop() - before;

    for (const { label, answer } of answers) {
      expect(answer.status, label).toBe(413);
      expect(answer.ms, label).toBeLessThan(1_000);
      expect(JSON.parse(answer.body), label).toEqual({
        code: "PAYLOAD_TOO_LARGE",
        message: BODY_TOO_LARGE_MESSAGE,
      });
      // Cut off: the client could not send the 50 MB.
      expect(answer.sentBytes, label).toBeLessThan(FIFTY_MB);
    }
    expect(grown).toBeLessThan(20 * 1024 * 1024);
    expect(server.output()).toMatch(/POST \/api\/auth\/sign-out 413 .* client=127\.0\.0\.1/);
  });

  it("refuses a page's form as plainly, and a streamed body just over the limit", async () => {
    const form = await sendOversizedBody(`${server.url}/admin/login`, {
      bytes: FIFTY_MB,
      declared: true,
      contentType: "application/x-www-form-urlencoded",
      headers: { Origin: server.url },
    });
    expect(form.status).toBe(413);
    expect(form.body).toBe(BODY_TOO_LARGE_MESSAGE);

    const justOver = await signIn(JSON.stringify({ ...admin, padding: "a".repeat(64 * 1024) }), {
      chunked: true,
    });
    expect(justOver.status).toBe(413);
    expect(justOver.headers.get("connection")).toBe("close");
  });

  it("still signs in and reads forms sent either way under the limit", async () => {
    expect((await signIn(JSON.stringify(admin), { chunked: true })).status).toBe(200);
    const wrong = await signIn(JSON.stringify({ ...admin, password: "wrong-password" }), { chunked: true });
    expect(wrong.status).toBe(401);
    const login = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams(admin).toString(),
    });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/admin");
  });
});
