import fc from "fast-check";
import { expect } from "vitest";
import type { Database } from "../../server/db/connection";
import {
  account,
  bookingMoves,
  bookings,
  emailOutbox,
  session,
  timeSlots,
  user,
  userRoles,
  weeklyAvailability,
} from "../../server/db/schema";
import type { TestApp } from "./test-app";

// What the bad-input suites share: hostile strings, a snapshot of every table a request could change,
// and the one shape of a refusal (a 4xx with a sentence, never a stack or an internal error).

/** Strings that have broken web apps: markup, SQL, template syntax, direction marks, NUL, emoji. */
export const hostileStrings = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "<svg/onload=alert(1)>",
  "javascript:alert(1)",
  "'; DROP TABLE bookings; --",
  "' OR '1'='1",
  "1; SELECT pg_sleep(5)",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template syntax is the point of this one
  "${7*7}{{7*7}}<%= 7*7 %>",
  "../../etc/passwd",
  "\u202Egnp.exe\u202C",
  "\u200F\u0645\u0631\u062D\u0628\u0627 \u05E9\u05DC\u05D5\u05DD",
  "👩‍💻🚀🏳️‍🌈",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDC00x\uD800",
  "\r\nBcc: victim@example.com",
  "%00%0d%0a",
  "\uFEFF\u200B",
  "null",
  "undefined",
  "true",
  "[object Object]",
  "__proto__",
  "constructor",
  "-1",
  "1e309",
  "NaN",
  " ",
];

/** Any text: hostile constants, every UTF-16 unit (lone surrogates included), graphemes, long runs. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary-ascii", maxLength: 40 }),
  fc.string({ minLength: 200, maxLength: 2_000 }),
);

/** Adds, in a random place, something that makes `value` invalid. */
export function withInsert(value: fc.Arbitrary<string>, insert: fc.Arbitrary<string>) {
  return fc
    .tuple(value, insert, fc.nat())
    .map(
      ([text, inserted, at]) =>
        text.slice(0, at % (text.length + 1)) + inserted + text.slice(at % (text.length + 1)),
    );
}

/** At most `max` UTF-16 units (what a schema's max counts), never splitting a surrogate pair. */
function upTo(max: number, text: string) {
  let kept = "";
  for (const character of text) {
    if (kept.length + character.length > max) break;
    kept += character;
  }
  return kept;
}

/** Visible characters only (so trimming cannot shorten it), `minLength` to `maxLength` UTF-16 units. */
export const visibleText = (minLength: number, maxLength: number) =>
  fc
    .string({ unit: fc.constantFrom(..."abcXYZ019<>&\"'é漢字🚀"), minLength, maxLength })
    .map((text) => upTo(maxLength, text));

/** What a form field holds once sent: lone surrogates become U+FFFD on the way (UTF-8). */
export function asSent(text: string) {
  return Buffer.from(text, "utf8").toString("utf8");
}

export type Fields = [name: string, value: string][];

/** A urlencoded body from name/value pairs (repeated names kept, as a crafted request would send). */
export function urlencoded(fields: Fields) {
  const params = new URLSearchParams();
  for (const [name, value] of fields) params.append(name, value);
  return params.toString();
}

export function post(
  app: TestApp,
  path: string,
  body: BodyInit,
  { contentType = "application/x-www-form-urlencoded", cookie = "", address = "" } = {},
) {
  const headers: Record<string, string> = { Origin: app.url };
  if (contentType) headers["Content-Type"] = contentType;
  if (cookie) headers.Cookie = cookie;
  // The test client is a loopback "proxy", which the server trusts to name the client's address.
  if (address) headers["X-Forwarded-For"] = address;
  return app.request(path, { method: "POST", headers, body });
}

/** Every table a request could change (rate-limit counters aside: counting an attempt is the point). */
export async function snapshot(db: Database) {
  const [slots, booked, weekly, outbox, users, accounts, sessions, roles, moves] = await Promise.all([
    db.select().from(timeSlots).orderBy(timeSlots.id),
    db.select().from(bookings).orderBy(bookings.id),
    db.select().from(weeklyAvailability).orderBy(weeklyAvailability.dayOfWeek),
    // Which e-mails are queued; their delivery (status, attempts) is the outbox worker's business.
    db
      .select({ id: emailOutbox.id, kind: emailOutbox.kind, recipient: emailOutbox.recipient })
      .from(emailOutbox)
      .orderBy(emailOutbox.id),
    db.select().from(user).orderBy(user.id),
    db.select().from(account).orderBy(account.id),
    db.select().from(session).orderBy(session.id),
    db.select().from(userRoles).orderBy(userRoles.userId),
    db.select().from(bookingMoves).orderBy(bookingMoves.id),
  ]);
  return { slots, booked, weekly, outbox, users, accounts, sessions, roles, moves };
}

/** What must never reach a client: a stack, a file path, a driver's or the runtime's error text. */
const internalText =
  /\n\s+at |node_modules|file:\/\/|SanitizedError|Unexpected Server Error|TypeError|RangeError|SyntaxError|DrizzleQueryError|Failed query|invalid byte sequence|violates|duplicate key|ZodError|"code":"invalid_/;

/**
 * A refusal: a 4xx whose body says one of `messages` (as text, or inside React Router's data), and
 * nothing internal. Returns the status.
 */
export async function expectRefusal(response: Response, messages: readonly string[], label: string) {
  const body = await response.text();
  expect(response.status, `${label}: status (body ${body.slice(0, 300)})`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${label}: status (body ${body.slice(0, 300)})`).toBeLessThan(500);
  expect(
    messages.some((message) => body.includes(message)),
    `${label}: one of ${JSON.stringify(messages)} in ${body.slice(0, 400)}`,
  ).toBe(true);
  expect(body, `${label}: internal text`).not.toMatch(internalText);
  return response.status;
}

/** A fixed seed per suite would hide new cases; the seed of a failure is printed to replay it. */
export function runs(count: number) {
  return { numRuns: count };
}
