import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.admin).toBeUndefined();
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
      [{ SMTP_URL: "http://mail" }, /^Invalid configuration: SMTP_URL /],
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

  it("never echoes secrets in its messages", () => {
    expect(failureOf({ DATABASE_URL: "postgres//user:hunter2@db" })).not.toContain("hunter2");
  });

  it("treats empty variables as unset and keeps demo data off with PostgreSQL unless asked", () => {
    expect(parseConfig({ PORT: "", CONTACT_EMAIL: "" }).port).toBe(3000);
    expect(parseConfig({ DATABASE_URL: "postgres://u@h/db" }).demoData).toBe(false);
    expect(parseConfig({ DATABASE_URL: "postgres://u@h/db", DEMO_DATA: "on" }).demoData).toBe(true);
    expect(parseConfig({ DEMO_DATA: "off" }).demoData).toBe(false);
    expect(parseConfig({ PUBLIC_URL: "https://agency.example/" }).publicUrl).toBe("https://agency.example");
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
