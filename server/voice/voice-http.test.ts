import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { voiceSettingsPath } from "../../domain/voice-settings";
import { ConfigError, parseConfig } from "../config";
import { securityHeaders } from "../http/security-headers";
import { voiceSettingsFrom } from "./settings";
import { voiceSettingsRoute } from "./settings-route";

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** The voice pieces of the real app (security headers, settings route) on a throwaway port. */
async function serve(env: Record<string, string>) {
  const settings = voiceSettingsFrom(parseConfig(env).vapi);
  const app = express();
  app.use(securityHeaders({ development: false, https: false, voiceCall: settings.configured }));
  app.get(voiceSettingsPath, voiceSettingsRoute(settings));
  app.get("/", (_request, response) => {
    response.send("page");
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function directives(policy: string | null) {
  return new Map(
    (policy ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

const configured = { VAPI_PUBLIC_KEY: "public-key-123", VAPI_ASSISTANT_ID: "assistant-456" };

describe("the voice demo's settings and security headers", () => {
  it("tells the browser the demo is off, and keeps the strict policy, when unconfigured", async () => {
    const base = await serve({});
    const settings = await fetch(`${base}${voiceSettingsPath}`);
    expect(settings.headers.get("cache-control")).toBe("no-store");
    expect(await settings.json()).toEqual({ configured: false });

    const page = await fetch(base);
    const policy = directives(page.headers.get("content-security-policy"));
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'", expect.stringMatching(/^'nonce-/)]);
    expect(policy.has("worker-src")).toBe(false);
    expect(page.headers.get("permissions-policy")).toBeNull();
  });

  it("gives the browser the public key and assistant at press time, never cached, when configured", async () => {
    const base = await serve(configured);
    const settings = await fetch(`${base}${voiceSettingsPath}`);
    expect(settings.headers.get("cache-control")).toBe("no-store");
    expect(await settings.json()).toEqual({
      configured: true,
      publicKey: "public-key-123",
      assistantId: "assistant-456",
      maxCallSeconds: 300,
    });
  });

  it("tells the browser the longest call VOICE_MAX_CALL_SECONDS allows", async () => {
    const base = await serve({ ...configured, VOICE_MAX_CALL_SECONDS: "120" });
    const settings = await (await fetch(`${base}${voiceSettingsPath}`)).json();
    expect(settings.maxCallSeconds).toBe(120);
  });

  it("allows exactly the provider's API and the call service when configured", async () => {
    const page = await fetch(await serve(configured));
    const policy = directives(page.headers.get("content-security-policy"));
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "https://api.vapi.ai",
      "https://*.daily.co",
      "wss://*.daily.co",
      "https://*.pluot.blue",
      "https://o77906.ingest.sentry.io",
    ]);
    expect(policy.get("script-src")).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-/),
      "https://c.daily.co",
      "blob:",
      "'wasm-unsafe-eval'",
    ]);
    expect(policy.get("worker-src")).toEqual(["'self'", "blob:"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toBeUndefined();
    expect(policy.get("media-src")).toEqual(["'self'"]);
    expect(page.headers.get("permissions-policy")).toBe("microphone=(self)");
  });

  it("refuses to start with only half of the voice settings, naming the missing one", () => {
    for (const [env, missing] of [
      [{ VAPI_PUBLIC_KEY: "pk" }, "VAPI_ASSISTANT_ID"],
      [{ VAPI_ASSISTANT_ID: "assistant" }, "VAPI_PUBLIC_KEY"],
    ] as const) {
      expect(() => parseConfig(env)).toThrow(ConfigError);
      expect(() => parseConfig(env)).toThrow(
        new RegExp(`^Invalid configuration: ${missing} must be set together`),
      );
    }
  });
});
