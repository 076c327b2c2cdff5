import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, resolveAuthSecret } from "./config";

function failureOf(env: Record<string, string>) {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected the configuration to be refused");
}

describe("configuration", () => {
  it("has working defaults with an empty environment", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.agencyTimeZone).toBe("America/Monterrey");
    // No canonical address unless PUBLIC_URL names one; the site answers at any address it is reached at.
    expect(config.publicUrl).toBeUndefined();
    expect(config.trustedOrigins).toEqual([]);
    expect(config.mail.from).toBe("DVAT <no-reply@localhost>");
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.admin).toBeUndefined();
    expect(config.trustProxy).toEqual(["loopback"]);
    expect(config.logLevel).toBe("info");
    expect(config.liveStreams).toEqual({ perClient: 20, idleMs: 10 * 60_000 });
    expect(config.upcomingBookings).toEqual({ perEmail: 2, perClient: 6 });
    expect(config.booking).toEqual({ changeNoticeHours: 2, reminderHours: [24, 1] });
    expect(config.chat).toEqual({
      provider: undefined,
      maxMessages: 40,
      maxTokens: 60_000,
      retentionDays: 30,
    });
    expect(config.vapi.maxCallSeconds).toBe(300);
  });

  it("logs warnings and errors only under test, unless LOG_LEVEL says otherwise", () => {
    expect(parseConfig({ NODE_ENV: "test" }).logLevel).toBe("warn");
    expect(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "info" }).logLevel).toBe("info");
    expect(parseConfig({ LOG_LEVEL: "error" }).logLevel).toBe("error");
    expect(failureOf({ LOG_LEVEL: "loud" })).toBe(
      'Invalid configuration: LOG_LEVEL must be one of info, warn, error (got "loud")',
    );
  });

  it("reads the fairness limits as whole numbers, and refuses anything else naming the variable", () => {
    const limits = {
      LIVE_STREAMS_PER_CLIENT: "5",
      LIVE_STREAM_IDLE_SECONDS: "90",
      UPCOMING_BOOKINGS_PER_EMAIL: "1",
      UPCOMING_BOOKINGS_PER_CLIENT: "40",
    };
    const config = parseConfig(limits);
    expect(config.liveStreams).toEqual({ perClient: 5, idleMs: 90_000 });
    expect(config.upcomingBookings).toEqual({ perEmail: 1, perClient: 40 });
    for (const name of Object.keys(limits))
      for (const value of ["0", "-1", "2.5", "many"])
        expect(failureOf({ [name]: value })).toMatch(
          new RegExp(
            `^Invalid configuration: ${name} must be a whole number from 1 to \\d+ \\(got "${value}"\\)$`,
          ),
        );
  });

  it("keeps few database connections unless told, and refuses a pool size that is not 1 to 100", () => {
    expect(parseConfig({}).databasePoolSize).toBe(5);
    expect(parseConfig({ DATABASE_POOL_SIZE: "20" }).databasePoolSize).toBe(20);
    for (const value of ["0", "101", "many"])
      expect(failureOf({ DATABASE_POOL_SIZE: value })).toBe(
        `Invalid configuration: DATABASE_POOL_SIZE must be a whole number from 1 to 100 (got "${value}")`,
      );
  });

  it("reads the booking's change notice and reminders", () => {
    const config = parseConfig({ BOOKING_CHANGE_NOTICE_HOURS: "0.5", BOOKING_REMINDER_HOURS: "1, 48,1" });
    expect(config.booking).toEqual({ changeNoticeHours: 0.5, reminderHours: [48, 1] });
    expect(parseConfig({ BOOKING_REMINDER_HOURS: "off" }).booking.reminderHours).toEqual([]);
    expect(failureOf({ BOOKING_CHANGE_NOTICE_HOURS: "soon" })).toMatch(
      /^Invalid configuration: BOOKING_CHANGE_NOTICE_HOURS must be a number of hours from 0 to 168/,
    );
    expect(failureOf({ BOOKING_CHANGE_NOTICE_HOURS: "-1" })).toMatch(/BOOKING_CHANGE_NOTICE_HOURS/);
    for (const bad of ["0", "24,x", "1.5", "200", "no"])
      expect(failureOf({ BOOKING_REMINDER_HOURS: bad }), bad).toMatch(
        /^Invalid configuration: BOOKING_REMINDER_HOURS must be whole hours from 1 to 168/,
      );
  });

  it("reads the chat provider only when all three CHAT_ variables are set, and its bounds", () => {
    const provider = {
      CHAT_API_URL: "http://127.0.0.1:11434/v1/",
      CHAT_API_KEY: "secret-key",
      CHAT_MODEL: "llama3.2",
    };
    const config = parseConfig({
      ...provider,
      CHAT_MAX_MESSAGES: "10",
      CHAT_MAX_TOKENS: "5000",
      CHAT_RETENTION_DAYS: "7",
      VOICE_MAX_CALL_SECONDS: "90",
    });
    expect(config.chat).toEqual({
      provider: { baseUrl: "http://127.0.0.1:11434/v1", apiKey: "secret-key", model: "llama3.2" },
      maxMessages: 10,
      maxTokens: 5000,
      retentionDays: 7,
    });
    expect(config.vapi.maxCallSeconds).toBe(90);
    expect(failureOf({ CHAT_API_URL: "http://127.0.0.1:11434/v1" })).toBe(
      "Invalid configuration: CHAT_API_KEY must be set together with CHAT_API_URL, CHAT_API_KEY and CHAT_MODEL (the chat needs all three)",
    );
    expect(failureOf({ CHAT_API_URL: "http://x/v1", CHAT_API_KEY: "k" })).toMatch(
      /^Invalid configuration: CHAT_MODEL must be set together/,
    );
    expect(failureOf({ CHAT_MODEL: "m", CHAT_API_KEY: "k" })).toMatch(
      /^Invalid configuration: CHAT_API_URL must be set together/,
    );
    expect(failureOf({ ...provider, CHAT_API_URL: "localhost:11434" })).toMatch(
      /^Invalid configuration: CHAT_API_URL must be the http\(s\) base URL/,
    );
    expect(failureOf({ CHAT_MAX_MESSAGES: "1" })).toMatch(
      /^Invalid configuration: CHAT_MAX_MESSAGES must be a whole number from 2 to 500/,
    );
    expect(failureOf({ CHAT_RETENTION_DAYS: "0" })).toMatch(/^Invalid configuration: CHAT_RETENTION_DAYS /);
    expect(failureOf({ VOICE_MAX_CALL_SECONDS: "ten" })).toMatch(
      /^Invalid configuration: VOICE_MAX_CALL_SECONDS /,
    );
    // The key is never echoed.
    expect(failureOf({ CHAT_API_KEY: "sk-very-secret" })).not.toContain("sk-very-secret");
  });

  it("refuses bad values with one line naming the variable", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { PORT: "abc" },
        /^Invalid configuration: PORT must be a whole number between 0 and 65535 \(got "abc"\)$/,
      ],
      [{ PORT: "70000" }, /^Invalid configuration: PORT /],
      [{ DATABASE_URL: "not a url" }, /^Invalid configuration: DATABASE_URL must be a PostgreSQL URL/],
      [{ DATABASE_URL: "mysql://x@y/z" }, /^Invalid configuration: DATABASE_URL /],
      [
        { AGENCY_TIMEZONE: "Mars/Olympus" },
        /^Invalid configuration: AGENCY_TIMEZONE must be an IANA time zone/,
      ],
      [{ PUBLIC_URL: "example.com" }, /^Invalid configuration: PUBLIC_URL /],
      [
        { PUBLIC_URL: "https://agency.example/site" },
        /^Invalid configuration: PUBLIC_URL must be the site's address without a path, such as https:\/\/agency\.example/,
      ],
      [{ SMTP_URL: "http://mail" }, /^Invalid configuration: SMTP_URL /],
      [
        { SMTP_URL: "smtp://user:p@ss#1@mail.example.com:587" },
        /^Invalid configuration: SMTP_URL must not contain #: write special characters .* percent-encoded \(# as %23/,
      ],
      [{ BLOG_URL: "blog.agency.example" }, /^Invalid configuration: BLOG_URL must be an http\(s\) URL/],
      [{ BLOG_URL: "javascript:alert(1)" }, /^Invalid configuration: BLOG_URL must be an http\(s\) URL/],
      [{ ADMIN_EMAIL: "owner@example.com" }, /^Invalid configuration: ADMIN_PASSWORD must be set together/],
      [
        { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "short" },
        /^Invalid configuration: ADMIN_PASSWORD /,
      ],
      [{ DEMO_DATA: "yes" }, /^Invalid configuration: DEMO_DATA must be on or off/],
      [{ AUTH_SECRET: "too-short" }, /^Invalid configuration: AUTH_SECRET must be at least 32 characters$/],
    ];
    for (const [env, expected] of cases) {
      const message = failureOf(env);
      expect(message).toMatch(expected);
      expect(message).not.toContain("\n");
    }
  });

  it("reads TRUST_PROXY as nothing, a number of proxies, or their addresses and ranges", () => {
    const cases: [string, unknown][] = [
      ["loopback", ["loopback"]],
      ["none", false],
      ["false", false],
      ["0", false],
      ["1", 1],
      ["2", 2],
      ["10.0.0.7", ["10.0.0.7"]],
      [
        " 10.0.0.0/8, loopback,fd00::/8 , uniquelocal,linklocal,::1",
        ["10.0.0.0/8", "loopback", "fd00::/8", "uniquelocal", "linklocal", "::1"],
      ],
      ["Loopback", ["loopback"]],
    ];
    for (const [value, expected] of cases) {
      const { trustProxy } = parseConfig({ TRUST_PROXY: value });
      expect(trustProxy, value).toEqual(expected);
      // Express compiles the setting at once and throws on anything it cannot read.
      expect(() => express().set("trust proxy", trustProxy), value).not.toThrow();
    }
  });

  it("refuses TRUST_PROXY=true, saying why and what to set instead, and any value it cannot read", () => {
    const cases: [string, RegExp][] = [
      [
        "true",
        /^Invalid configuration: TRUST_PROXY must not be true: .*choose its address and dodge the booking and sign-in limits; set the number of proxies in front \(such as 1\) or their addresses \(got "true"\)$/,
      ],
      ["TRUE", /^Invalid configuration: TRUST_PROXY must not be true: /],
      ["-1", /^Invalid configuration: TRUST_PROXY must not be negative: set loopback, none, /],
      [
        "abc",
        /^Invalid configuration: TRUST_PROXY must be loopback, none, .*; "abc" is none of these \(got "abc"\)$/,
      ],
      ["10.0.0.0/99", /^Invalid configuration: TRUST_PROXY must be .*; "10.0.0.0\/99" is none of these/],
      ["::1/129", /"::1\/129" is none of these/],
      ["10.0.0.0/8/8", /"10.0.0.0\/8\/8" is none of these/],
      ["10.0.0.256", /"10.0.0.256" is none of these/],
      ["10.0.0.0/8, true", /"true" is none of these/],
      ["1.5", /"1.5" is none of these/],
      ["  ", /^Invalid configuration: TRUST_PROXY must not be blank: set loopback, none, /],
      ["10.0.0.1,,10.0.0.2", /^Invalid configuration: TRUST_PROXY has an empty entry: set loopback, none, /],
    ];
    for (const [value, expected] of cases) {
      const message = failureOf({ TRUST_PROXY: value });
      expect(message, value).toMatch(expected);
      expect(message).not.toContain("\n");
    }
  });

  it("reads TRUSTED_ORIGINS as a comma-separated list of origins, and refuses anything else", () => {
    expect(
      parseConfig({ TRUSTED_ORIGINS: "https://admin.agency.example, http://office.lan:8080/" })
        .trustedOrigins,
    ).toEqual(["https://admin.agency.example", "http://office.lan:8080"]);
    expect(failureOf({ TRUSTED_ORIGINS: "https://agency.example/admin" })).toMatch(
      /^Invalid configuration: TRUSTED_ORIGINS must be origins .*"https:\/\/agency\.example\/admin" is not one/,
    );
    expect(failureOf({ TRUSTED_ORIGINS: "agency.example" })).toMatch(/TRUSTED_ORIGINS must be origins/);
    expect(failureOf({ TRUSTED_ORIGINS: "ftp://agency.example" })).toMatch(/TRUSTED_ORIGINS must be origins/);
  });

  it("reads WEBHOOK_ALLOWED_HOSTS as host names and addresses, and refuses schemes, ports and paths", () => {
    expect(parseConfig({}).webhookAllowedHosts).toEqual([]);
    expect(parseConfig({ WEBHOOK_ALLOWED_HOSTS: "127.1, CRM.Internal,::1" }).webhookAllowedHosts).toEqual([
      "127.0.0.1",
      "crm.internal",
      "::1",
    ]);
    for (const entry of ["http://crm.internal", "crm.internal:8080", "crm.internal/hooks", "me@crm.internal"])
      expect(failureOf({ WEBHOOK_ALLOWED_HOSTS: entry })).toMatch(
        new RegExp(
          `^Invalid configuration: WEBHOOK_ALLOWED_HOSTS must be host names or IP addresses .*"${entry}" is not one`,
        ),
      );
  });

  it("never echoes secrets in its messages", () => {
    expect(failureOf({ DATABASE_URL: "postgres//user:hunter2@db" })).not.toContain("hunter2");
  });

  it("treats empty variables as unset and keeps demo data off with PostgreSQL unless asked", () => {
    expect(parseConfig({ PORT: "", CONTACT_EMAIL: "" }).port).toBe(3000);
    expect(parseConfig({ DATABASE_URL: "postgres://u@h/db" }).demoData).toBe(false);
    expect(parseConfig({ DATABASE_URL: "postgres://u@h/db", DEMO_DATA: "on" }).demoData).toBe(true);
    expect(parseConfig({ DEMO_DATA: "off" }).demoData).toBe(false);
    expect(parseConfig({ PUBLIC_URL: "https://agency.example/" }).publicUrl).toBe("https://agency.example");
    expect(parseConfig({}).blogUrl).toBeUndefined();
    expect(parseConfig({ BLOG_URL: "https://blog.agency.example/" }).blogUrl).toBe(
      "https://blog.agency.example/",
    );
  });

  it("generates AUTH_SECRET once and keeps it in DATA_DIR, readable only by its owner", () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "config-")), "nested");
    const config = parseConfig({ DATA_DIR: dataDir });
    const first = resolveAuthSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(parseConfig({ DATA_DIR: dataDir }))).toBe(first);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(statSync(path.join(dataDir, "auth-secret")).mode & 0o077).toBe(0);
    const configured = "x".repeat(40);
    expect(resolveAuthSecret(parseConfig({ DATA_DIR: dataDir, AUTH_SECRET: configured }))).toBe(configured);
  });
});
