import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { adminPasswordSchema } from "../domain/admin-password";
import { defaultAgencyName } from "../domain/content/agency";
import { ExplainedError } from "./explained-error";
import { trustProxySetting } from "./http/trust-proxy";
import { logLevels } from "./logger";

// The one place the environment is read. Everything else receives a parsed Config.

const optionalText = z.string().trim().min(1).optional();

/** A whole number from `min` to `max`, for the fairness limits. */
const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function isUrlWithProtocol(value: string, protocols: string[]) {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const httpProtocols = ["http:", "https:"];

/** A URL with one of `protocols`, read as `text` reads it (as given, or trimmed). */
function url(protocols: string[], message: string, text = z.string()) {
  return text.refine((v) => isUrlWithProtocol(v, protocols), message);
}

/** A host name or IP address as a URL's parser writes it ("127.1" is 127.0.0.1), or undefined. */
function webhookHostOf(entry: string): string | undefined {
  const written = isIP(entry) === 6 ? `[${entry}]` : entry;
  try {
    const url = new URL(`http://${written}`);
    const plain = written !== entry || !/[/?#@\\:]/.test(entry);
    return plain ? url.hostname.replace(/^\[(.*)\]$/, "$1") : undefined;
  } catch {
    return undefined;
  }
}

const withoutTrailingSlash = (v: string) => v.replace(/\/+$/, "");

/** A comma-separated list, each entry read by `read` (undefined: refused, naming the entry); empty by default. */
function commaSeparated(read: (entry: string) => string | undefined, rule: string) {
  return z
    .string()
    .transform((value, context) => {
      const entries: string[] = [];
      for (const entry of value.split(",").map((part) => part.trim())) {
        if (entry === "") continue;
        const kept = read(entry);
        if (kept === undefined) {
          context.addIssue({ code: "custom", message: `${rule}; "${entry}" is not one` });
          return z.NEVER;
        }
        entries.push(kept);
      }
      return entries;
    })
    .default([]);
}

const environment = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ error: "must be a whole number between 0 and 65535" })
      .int("must be a whole number between 0 and 65535")
      .min(0, "must be a whole number between 0 and 65535")
      .max(65535, "must be a whole number between 0 and 65535")
      .default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    PUBLIC_URL: url(httpProtocols, "must be an http(s) URL such as https://example.com")
      .transform(withoutTrailingSlash)
      // The site answers from the root of its address: links under a path would lead nowhere.
      .refine(
        (value) => new URL(value).origin === value,
        "must be the site's address without a path, such as https://agency.example (the site is served from the root of its address)",
      )
      .optional(),
    TRUSTED_ORIGINS: commaSeparated(
      (entry) =>
        isUrlWithProtocol(entry, httpProtocols) && new URL(entry).origin === withoutTrailingSlash(entry)
          ? new URL(entry).origin
          : undefined,
      "must be origins (scheme://host[:port], no path) separated by commas",
    ),
    TRUST_PROXY: trustProxySetting.default(["loopback"]),
    WEBHOOK_ALLOWED_HOSTS: commaSeparated(
      webhookHostOf,
      "must be host names or IP addresses (no scheme, port or path) separated by commas",
    ),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: url(
      ["postgres:", "postgresql:"],
      "must be a PostgreSQL URL such as postgres://user:password@host:5432/database",
    ).optional(),
    AGENCY_TIMEZONE: z
      .string()
      .refine(isTimeZone, "must be an IANA time zone such as America/Monterrey")
      .default("America/Monterrey"),
    SMTP_URL: url(
      ["smtp:", "smtps:"],
      "must be an SMTP URL such as smtp://user:password@mail.example.com:587",
    )
      // A # in a password not written as %23 cuts the URL there: the mail server's name would be what
      // follows the password's @ (the site would start, and fail only at its first message).
      .refine(
        (value) => new URL(value).hash === "",
        "must not contain #: write special characters of the user name or password percent-encoded (# as %23, @ as %40, / as %2F, ? as %3F)",
      )
      .optional(),
    MAIL_FROM: optionalText,
    ADMIN_NOTIFY_EMAIL: z.email("must be an e-mail address").optional(),
    ADMIN_EMAIL: z.email("must be an e-mail address").optional(),
    ADMIN_PASSWORD: adminPasswordSchema().optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    VAPI_PUBLIC_KEY: optionalText,
    VAPI_ASSISTANT_ID: optionalText,
    VOICE_MAX_CALL_SECONDS: wholeNumber(30, 3600).default(300),
    CHAT_API_URL: url(
      httpProtocols,
      "must be the http(s) base URL of an OpenAI-compatible API, such as http://127.0.0.1:11434/v1",
      z.string().trim(),
    )
      .transform(withoutTrailingSlash)
      .optional(),
    CHAT_API_KEY: optionalText,
    CHAT_MODEL: optionalText,
    CHAT_MAX_MESSAGES: wholeNumber(2, 500).default(40),
    CHAT_MAX_TOKENS: wholeNumber(1000, 10_000_000).default(60_000),
    CHAT_RETENTION_DAYS: wholeNumber(1, 3650).default(30),
    CALENDAR_REFRESH_SECONDS: wholeNumber(5, 3600).default(180),
    DATABASE_POOL_SIZE: wholeNumber(1, 100).default(5),
    AGENCY_NAME: z.string().trim().min(1).default(defaultAgencyName),
    CONTACT_EMAIL: z.email("must be an e-mail address").optional(),
    CONTACT_PHONE: optionalText,
    BLOG_URL: url(
      httpProtocols,
      "must be an http(s) URL such as https://blog.agency.example",
      z.string().trim(),
    ).optional(),
    DEMO_DATA: z.enum(["on", "off"], { error: "must be on or off" }).optional(),
    LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(", ")}` }).optional(),
    CONNECTIONS_PER_CLIENT: wholeNumber(1, 100_000).default(256),
    MAX_CONNECTIONS: wholeNumber(10, 1_000_000).default(10_000),
    HEADERS_TIMEOUT_SECONDS: wholeNumber(1, 600).default(10),
    REQUEST_TIMEOUT_SECONDS: wholeNumber(1, 3600).default(30),
    LIVE_STREAMS_PER_CLIENT: wholeNumber(1, 1000).default(20),
    LIVE_STREAM_IDLE_SECONDS: wholeNumber(1, 24 * 60 * 60).default(600),
    UPCOMING_BOOKINGS_PER_EMAIL: wholeNumber(1, 1_000_000).default(2),
    UPCOMING_BOOKINGS_PER_CLIENT: wholeNumber(1, 1_000_000).default(6),
    BOOKING_CHANGE_NOTICE_HOURS: z.coerce
      .number({ error: "must be a number of hours from 0 to 168, such as 2 or 0.5" })
      .min(0, "must be a number of hours from 0 to 168, such as 2 or 0.5")
      .max(168, "must be a number of hours from 0 to 168, such as 2 or 0.5")
      .default(2),
    BOOKING_REMINDER_HOURS: z
      .string()
      .trim()
      .transform((value, context) => {
        if (value === "off") return [];
        const hours = value.split(",").map((part) => part.trim());
        if (!hours.every((part) => /^\d{1,3}$/.test(part) && Number(part) >= 1 && Number(part) <= 168)) {
          context.addIssue({
            code: "custom",
            message: "must be whole hours from 1 to 168 separated by commas (such as 24,1), or off",
          });
          return z.NEVER;
        }
        return [...new Set(hours.map(Number))].sort((a, b) => b - a);
      })
      .default([24, 1]),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "must be set together with ADMIN_EMAIL and ADMIN_PASSWORD",
      });
    }
    if (Boolean(env.VAPI_PUBLIC_KEY) !== Boolean(env.VAPI_ASSISTANT_ID)) {
      ctx.addIssue({
        code: "custom",
        path: [env.VAPI_PUBLIC_KEY ? "VAPI_ASSISTANT_ID" : "VAPI_PUBLIC_KEY"],
        message:
          "must be set together with VAPI_PUBLIC_KEY and VAPI_ASSISTANT_ID (the voice demo needs both)",
      });
    }
    const chat = ["CHAT_API_URL", "CHAT_API_KEY", "CHAT_MODEL"] as const;
    const missing = chat.filter((name) => !env[name]);
    if (missing.length > 0 && missing.length < chat.length) {
      ctx.addIssue({
        code: "custom",
        path: [missing[0] ?? "CHAT_API_URL"],
        message:
          "must be set together with CHAT_API_URL, CHAT_API_KEY and CHAT_MODEL (the chat needs all three)",
      });
    }
  });

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends ExplainedError {}

function toConfig(env: z.infer<typeof environment>) {
  const dataDir = path.resolve(env.DATA_DIR);
  // Customers' replies go to the agency's public address, else to the inbox of its booking notices.
  const replyTo = env.CONTACT_EMAIL ?? env.ADMIN_NOTIFY_EMAIL;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    /**
     * The canonical public address (e-mail links, sitemap, social previews), only when PUBLIC_URL says
     * so. The site answers at any address it is reached at; without PUBLIC_URL, links are built from
     * the address the visitor used, never from one they did not.
     */
    publicUrl: env.PUBLIC_URL,
    /** Origins trusted besides a request's own and PUBLIC_URL's (server/http/origin-gate.ts). */
    trustedOrigins: env.TRUSTED_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    /**
     * Hosts webhooks may reach over plain http or on a private or loopback address: the operator's
     * word, never an admin's (server/webhooks/address-guard.ts).
     */
    webhookAllowedHosts: env.WEBHOOK_ALLOWED_HOSTS,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    agencyTimeZone: env.AGENCY_TIMEZONE,
    agencyName: env.AGENCY_NAME,
    contact: {
      email: env.CONTACT_EMAIL,
      phone: env.CONTACT_PHONE,
      // A reply to a customer's e-mail reaches someone: its Reply-To, or a From of the owner's own.
      viaReply: Boolean(replyTo || env.MAIL_FROM),
    },
    blogUrl: env.BLOG_URL,
    mail: {
      smtpUrl: env.SMTP_URL,
      from:
        env.MAIL_FROM ??
        `${env.AGENCY_NAME} <no-reply@${env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : "localhost"}>`,
      adminNotifyEmail: env.ADMIN_NOTIFY_EMAIL,
      replyTo,
    },
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    authSecret: env.AUTH_SECRET,
    vapi: {
      publicKey: env.VAPI_PUBLIC_KEY,
      assistantId: env.VAPI_ASSISTANT_ID,
      maxCallSeconds: env.VOICE_MAX_CALL_SECONDS,
    },
    /** The chat assistant's provider (absent: the panel says Coming Soon) and a thread's bounds. */
    chat: {
      provider:
        env.CHAT_API_URL && env.CHAT_API_KEY && env.CHAT_MODEL
          ? { baseUrl: env.CHAT_API_URL, apiKey: env.CHAT_API_KEY, model: env.CHAT_MODEL }
          : undefined,
      maxMessages: env.CHAT_MAX_MESSAGES,
      maxTokens: env.CHAT_MAX_TOKENS,
      retentionDays: env.CHAT_RETENTION_DAYS,
    },
    /** The owner's connected calendars are read again this often (server/calendars/owner-calendars.ts). */
    calendarRefreshMs: env.CALENDAR_REFRESH_SECONDS * 1000,
    booking: {
      /** Cancelling or moving a booking online ends this long before its start. */
      changeNoticeHours: env.BOOKING_CHANGE_NOTICE_HOURS,
      /** Reminders are e-mailed this many hours before a call (none when empty). */
      reminderHours: env.BOOKING_REMINDER_HOURS,
    },
    // Demo data only ever appears uninvited on the embedded database.
    demoData: env.DEMO_DATA ? env.DEMO_DATA === "on" : !env.DATABASE_URL,
    // Tests keep to warnings unless asked: a test run's output is for what went wrong.
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "warn" : "info"),
    /** Open connections per client and in all, and how long a request may take to arrive (server/http/http-server.ts). */
    connections: {
      perClient: env.CONNECTIONS_PER_CLIENT,
      total: env.MAX_CONNECTIONS,
      headersTimeoutMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    },
    /** Live slot streams (Server-Sent Events): how many one client may hold, and how long one may idle. */
    liveStreams: { perClient: env.LIVE_STREAMS_PER_CLIENT, idleMs: env.LIVE_STREAM_IDLE_SECONDS * 1000 },
    /** Calls booked and still to come that one e-mail address, and one client, may hold. */
    upcomingBookings: {
      perEmail: env.UPCOMING_BOOKINGS_PER_EMAIL,
      perClient: env.UPCOMING_BOOKINGS_PER_CLIENT,
    },
  };
}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function parseConfig(source: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = environment.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    const value = present[name];
    const shown =
      value === undefined || /SECRET|PASSWORD|DATABASE_URL|SMTP_URL|_KEY$/.test(name)
        ? ""
        : ` (got "${value}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"}${shown}`);
  }
  return toConfig(result.data);
}

/** AUTH_SECRET when set; otherwise one generated on first start and kept in DATA_DIR. */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, "auth-secret");
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
