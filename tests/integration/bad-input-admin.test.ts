import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_TOO_LARGE_MESSAGE } from "../../server/http/body-limit";
import { formMessages } from "../../server/http/read-form";
import { startWithAdminDay } from "../support/admin-day";
import {
  anyText,
  expectRefusal,
  type Fields,
  post,
  runs,
  snapshot,
  urlencoded,
  visibleText,
} from "../support/bad-input";
import { type TestApp, testAdmin } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// Every admin action — open/close a slot, cancel a booking, weekly hours, generate, sign in — fed what
// the screens never send, by a signed-in admin from our own origin: a 4xx with a sentence, no change.

// A body over the limit is refused before any action reads it (server/http/body-limit.ts).
const form = [...Object.values(formMessages), BODY_TOO_LARGE_MESSAGE];
const slotRefusals = [
  "Unknown time slot action",
  "Unknown time slot",
  "Status must be available or unavailable",
  "This slot is booked. Cancel the booking before changing its availability.",
  "This time slot no longer exists.",
  "This slot has no booking to cancel. It may have been cancelled already.",
  ...form,
];
const dayMessage = "Day of week must be 0 (Sunday) to 6 (Saturday)";
const hourMessage = "Choose a whole hour between 00:00 and 23:00";
const enabledMessage = "Choose whether the day is on (true) or off (false)";
const daysMessage = "Number of days must be a whole number from 1 to 90";
const settingsRefusals = [
  "Unknown settings action.",
  dayMessage,
  hourMessage,
  enabledMessage,
  "End time must be after start time",
  daysMessage,
  ...form,
];
const loginRefusals = [
  "Email is required",
  "Enter a valid email address",
  "Password is required",
  "Invalid email or password",
  // Better Auth's own checks, passed on by the sign-in action (a password over 128 characters, say).
  "Password too long",
  "Password too short",
  "Invalid email",
  "Too many sign-in attempts.",
  ...form,
];

type Change = { drop: string } | { repeat: string } | { set: string; value: string };

function applyChange(fields: Fields, change: Change): Fields {
  if ("drop" in change) return fields.filter(([name]) => name !== change.drop);
  if ("repeat" in change) {
    const existing = fields.find(([name]) => name === change.repeat);
    return existing ? [...fields, existing] : [...fields, [change.repeat, ""], [change.repeat, ""]];
  }
  return [...fields.filter(([name]) => name !== change.set), [change.set, change.value]];
}

const set = (field: string, value: fc.Arbitrary<string>) =>
  value.map((text): Change => ({ set: field, value: text }));
const dropOrRepeat = (...fields: string[]) =>
  fc.oneof(
    fc.constantFrom(...fields).map((field): Change => ({ drop: field })),
    fc.constantFrom(...fields).map((field): Change => ({ repeat: field })),
  );
const not = (...allowed: string[]) => anyText.filter((text) => !allowed.includes(text));
const isDay = (text: string) => /^\d+$/.test(text.trim()) && Number(text.trim()) <= 6;
const isDays = (text: string) =>
  /^\d+$/.test(text.trim()) && Number(text.trim()) >= 1 && Number(text.trim()) <= 90;
const isHour = (text: string) => /^([01]\d|2[0-3]):00(:00)?$/.test(text);
const hour = fc.integer({ min: 0, max: 23 });
const hourText = (value: number) => `${String(value).padStart(2, "0")}:00:00`;

describe.each(databaseKinds)("bad input to the admin actions on %s", (kind) => {
  let app: TestApp;
  let cookie: string;
  let slot: { free: string; booked: string; closed: string };
  let nextClient = 0;

  beforeAll(async () => {
    ({ app, cookie, slot } = await startWithAdminDay(kind, 2, {
      closed: { slotTime: "12:00:00", status: "unavailable" },
    }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const db = () => app.services.database.db;

  /** Posts each generated case as the screen's fetcher would (`.data`), or as a page form post. */
  async function refusesAll(
    path: string,
    cases: fc.Arbitrary<Fields>,
    refusals: string[],
    count: number,
    { signedIn = true } = {},
  ) {
    const before = await snapshot(db());
    await fc.assert(
      fc.asyncProperty(cases, fc.boolean(), async (fields, page) => {
        nextClient += 1;
        const response = await post(app, page ? path : `${path}.data`, urlencoded(fields), {
          cookie: signedIn ? cookie : "",
          // Sign-in counts failures per client address; each case is another client.
          address: `203.0.${Math.floor(nextClient / 250) % 250}.${nextClient % 250}`,
        });
        await expectRefusal(response, refusals, JSON.stringify(fields).slice(0, 300));
        expect(await snapshot(db())).toEqual(before);
      }),
      runs(count),
    );
  }

  it("refuses invalid slot changes and cancellations (generated)", async () => {
    const cases = fc.constantFrom("set-status", "cancel-booking").chain((intent) => {
      const base: Fields =
        intent === "set-status"
          ? [
              ["intent", intent],
              ["slot_id", slot.free],
              ["status", "unavailable"],
            ]
          : [
              ["intent", intent],
              ["slot_id", slot.booked],
            ];
      const fields = intent === "set-status" ? ["intent", "slot_id", "status"] : ["intent", "slot_id"];
      const change = fc.oneof(
        set("intent", not("set-status", "cancel-booking")),
        set("slot_id", fc.oneof(anyText, fc.uuid())),
        intent === "set-status"
          ? fc.oneof(set("status", not("available", "unavailable")), set("slot_id", fc.constant(slot.booked)))
          : set("slot_id", fc.constantFrom(slot.free, slot.closed)),
        dropOrRepeat(...fields),
      );
      return fc.tuple(fc.constant(base), change).map(([fields, one]) => applyChange(fields, one));
    });
    await refusesAll("/admin/time-slots", cases, slotRefusals, 80);
  });

  it("refuses invalid weekly hours (generated)", async () => {
    const base: Fields = [
      ["intent", "save-hours"],
      ["day_of_week", "1"],
      ["start_time", "10:00:00"],
      ["end_time", "12:00:00"],
      ["is_enabled", "false"],
    ];
    const one = (change: fc.Arbitrary<Change>) => change.map((single) => [single]);
    const change: fc.Arbitrary<Change[]> = fc.oneof(
      one(
        set(
          "day_of_week",
          anyText.filter((text) => !isDay(text)),
        ),
      ),
      one(set("day_of_week", fc.constantFrom("", " ", "7", "-1", "1.5", "0x1", "1e0", "+1", "\u0661"))),
      one(
        set(
          "start_time",
          anyText.filter((text) => !isHour(text)),
        ),
      ),
      one(set("end_time", fc.constantFrom("24:00:00", "09:30:00", "9:00", "09:00:00 ", "T09:00", ""))),
      // Whole hours, but the end not after the start.
      fc.tuple(hour, hour).map(([a, b]): Change[] => [
        { set: "start_time", value: hourText(Math.max(a, b)) },
        { set: "end_time", value: hourText(Math.min(a, b)) },
      ]),
      one(set("is_enabled", not("true", "false"))),
      one(set("intent", not("save-hours", "generate"))),
      one(dropOrRepeat("intent", "day_of_week", "start_time", "end_time", "is_enabled")),
    );
    const cases = fc
      .array(change, { minLength: 1, maxLength: 2 })
      .map((changes) => changes.flat().reduce(applyChange, base))
      // A second change may undo the first; what is left must still be invalid.
      .filter((fields) => !isValidHours(fields));
    await refusesAll("/admin/settings", cases, settingsRefusals, 80);
  });

  it("refuses an invalid number of days to generate (generated)", async () => {
    const base: Fields = [
      ["intent", "generate"],
      ["days", "7"],
    ];
    const change = fc.oneof(
      set(
        "days",
        anyText.filter((text) => !isDays(text)),
      ),
      set(
        "days",
        fc.oneof(
          fc.integer({ min: -1_000_000, max: 0 }).map(String),
          fc.integer({ min: 91, max: 2_000_000_000 }).map(String),
          fc.double({ min: 1.01, max: 89.99, noNaN: true }).map(String),
          fc.constantFrom("1e1", "0x10", "+5", "5.0", "Infinity", "١٠"),
        ),
      ),
      set("intent", not("save-hours", "generate")),
      dropOrRepeat("intent", "days"),
    );
    const cases = change.map((one) => applyChange(base, one));
    await refusesAll("/admin/settings", cases, settingsRefusals, 60);
  });

  it("refuses invalid sign-ins (generated): nothing signed in, no session made", async () => {
    let account = 0;
    const cases = fc
      .record({
        email: fc.oneof(
          anyText.filter((text) => !text.includes("@")),
          fc.constantFrom("", " ", "a@", "@b.co", "a@b", "a b@c.co", "<a@b.co>", "a@b.co\u0000"),
          // Well formed, but no such account (each case its own, so no account limit is reached).
          fc.constant("nobody").map(() => `nobody-${++account}@example.com`),
        ),
        password: fc.oneof(anyText, visibleText(0, 3), fc.constant("")),
        change: fc.option(dropOrRepeat("email", "password"), { nil: undefined }),
      })
      .map(({ email, password, change }) => {
        const fields: Fields = [
          ["email", email],
          ["password", password],
        ];
        return change ? applyChange(fields, change) : fields;
      });
    // A visitor signing in (a signed-in admin posting here is sent on to /admin).
    await refusesAll("/admin/login", cases, loginRefusals, 50, { signedIn: false });
  });

  it("refuses bodies that are not forms, too large, repeated or unknown intents on every action", async () => {
    const before = await snapshot(db());
    const twoMegabytes = "a".repeat(2 * 1024 * 1024);
    const multipart = (entries: [string, string | Blob][]) => {
      const body = new FormData();
      for (const [name, value] of entries) body.append(name, value);
      return body;
    };
    const actions: { path: string; fields: Fields; refusals: string[] }[] = [
      {
        path: "/admin/time-slots",
        fields: [
          ["intent", "set-status"],
          ["slot_id", slot.free],
          ["status", "unavailable"],
        ],
        refusals: slotRefusals,
      },
      {
        path: "/admin/settings",
        fields: [
          ["intent", "generate"],
          ["days", "7"],
        ],
        refusals: settingsRefusals,
      },
      {
        path: "/admin/login",
        fields: [
          ["email", testAdmin.email],
          ["password", "wrong-password"],
        ],
        refusals: loginRefusals,
      },
    ];
    for (const { path, fields, refusals } of actions) {
      const cases: { label: string; body: BodyInit; contentType?: string; method?: string }[] = [
        { label: "JSON", body: JSON.stringify(Object.fromEntries(fields)), contentType: "application/json" },
        { label: "malformed JSON", body: "{", contentType: "application/json" },
        { label: "an empty body", body: "" },
        { label: "no content type", body: new TextEncoder().encode(urlencoded(fields)), contentType: "" },
        { label: "plain text", body: urlencoded(fields), contentType: "text/plain" },
        {
          label: "multipart without a boundary",
          body: urlencoded(fields),
          contentType: "multipart/form-data",
        },
        { label: "broken multipart", body: "--x\r\nbroken", contentType: "multipart/form-data; boundary=x" },
        { label: "a 2 MB body", body: urlencoded([...fields, ["padding", twoMegabytes]]) },
        {
          label: "a 2 MB file",
          body: multipart([...fields, ["file", new Blob([twoMegabytes])]]),
          contentType: "",
        },
        { label: "a file field", body: multipart([...fields, ["file", new Blob(["x"])]]), contentType: "" },
        { label: "every field twice", body: urlencoded([...fields, ...fields]) },
        { label: "a DELETE", body: "", method: "DELETE" },
      ];
      if (path !== "/admin/login") {
        for (const intent of [
          "",
          "SET-STATUS",
          "set-status ",
          "delete",
          "drop table time_slots",
          "__proto__",
          "<script>",
        ])
          cases.push({
            label: `intent ${JSON.stringify(intent)}`,
            body: urlencoded([["intent", intent], ...fields.slice(1)]),
          });
      }
      for (const { label, body, contentType, method } of cases) {
        for (const target of [`${path}.data`, path]) {
          const headers: Record<string, string> = { Origin: app.url };
          if (path !== "/admin/login") headers.Cookie = cookie;
          if (contentType !== "")
            headers["Content-Type"] = contentType ?? "application/x-www-form-urlencoded";
          const response = await app.request(target, { method: method ?? "POST", headers, body });
          const status = await expectRefusal(response, refusals, `${target} ${label}`);
          if (label === "JSON") expect(status, `${target} ${label}`).toBe(415);
          if (label === "a 2 MB body") expect(status, `${target} ${label}`).toBe(413);
        }
      }
    }
    expect(await snapshot(db())).toEqual(before);
  });

  it("answers bad input to Better Auth's own sign-in endpoint with a 4xx, never a 5xx", async () => {
    const before = await snapshot(db());
    const bodies: [string, BodyInit, string][] = [
      ["malformed JSON", "{", "application/json"],
      ["wrong types", JSON.stringify({ email: 1, password: ["x"] }), "application/json"],
      ["missing password", JSON.stringify({ email: testAdmin.email }), "application/json"],
      ["an array", "[]", "application/json"],
      ["null", "null", "application/json"],
      ["a form", urlencoded([["email", testAdmin.email]]), "application/x-www-form-urlencoded"],
      ["plain text", "hello", "text/plain"],
      ["NUL in the e-mail", JSON.stringify({ email: "a\u0000@b.co", password: "x" }), "application/json"],
      [
        "a 100 KB e-mail",
        JSON.stringify({ email: `${"a".repeat(100_000)}@b.co`, password: "x" }),
        "application/json",
      ],
      [
        "2 MB",
        JSON.stringify({ email: testAdmin.email, password: "a".repeat(2 * 1024 * 1024) }),
        "application/json",
      ],
    ];
    for (const [label, body, contentType] of bodies) {
      nextClient += 1;
      const response = await app.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: {
          "Content-Type": contentType,
          Origin: app.url,
          "X-Forwarded-For": `192.0.2.${nextClient % 250}`,
        },
        body,
      });
      const text = await response.text();
      expect(response.status, `${label}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${label}: ${text.slice(0, 200)}`).toBeLessThan(500);
      expect(text, label).not.toMatch(/\n\s+at |node_modules/);
    }
    expect(await snapshot(db())).toEqual(before);
  });
});

function isValidHours(fields: Fields) {
  const values = new Map<string, string[]>();
  for (const [name, value] of fields) values.set(name, [...(values.get(name) ?? []), value]);
  const one = (name: string) => {
    const all = values.get(name) ?? [];
    return all.length === 1 ? all[0] : undefined;
  };
  const [intent, day, start, end, enabled] = [
    "intent",
    "day_of_week",
    "start_time",
    "end_time",
    "is_enabled",
  ].map(one);
  return (
    intent === "save-hours" &&
    day !== undefined &&
    isDay(day) &&
    start !== undefined &&
    isHour(start) &&
    end !== undefined &&
    isHour(end) &&
    end.padEnd(8, ":00") > start.padEnd(8, ":00") &&
    (enabled === "true" || enabled === "false")
  );
}
