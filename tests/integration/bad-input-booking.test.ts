import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/agency-time";
import { HONEYPOT_FIELD } from "../../domain/booking-form";
import { slotRefusalMessages } from "../../domain/slot-refusal-messages";
import type { SlotRefusal } from "../../domain/slot-rules";
import { messages } from "../../server/booking/submit-booking";
import { bookings } from "../../server/db/schema";
import { BODY_TOO_LARGE_MESSAGE } from "../../server/http/body-limit";
import { formMessages } from "../../server/http/read-form";
import {
  anyText,
  asSent,
  expectRefusal,
  type Fields,
  hostileStrings,
  post,
  runs,
  snapshot,
  urlencoded,
  visibleText,
  withInsert,
} from "../support/bad-input";
import { createSlot } from "../support/slot-factory";
import { agencyDay, startTestApp, type TestApp } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// The booking action (POST /book-call) fed what no form of ours sends: every refusal is a 4xx with a
// sentence and leaves every table as it was; hostile text that is valid is stored exactly as typed.

const bookingRefusals = [
  messages.noSlot,
  "Please correct the highlighted fields.",
  messages.justBooked,
  messages.notBookable,
  // A past slot is refused by the booking rules, which name themselves.
  ...(Object.keys(slotRefusalMessages) as SlotRefusal[]).map(messages.forbidden),
  messages.refused,
  ...Object.values(formMessages),
  BODY_TOO_LARGE_MESSAGE,
];

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const controlCharacter = fc.constantFrom(
  "\u0000",
  "\u0001",
  "\u0008",
  "\u001B",
  "\u007F",
  "\u0085",
  "\u009F",
);

/** Names the schema accepts: hostile markup, SQL and scripts included. */
const validName = fc.oneof(
  visibleText(2, 100),
  fc.constantFrom(...hostileStrings.filter((text) => text.trim().length >= 2 && !/\p{Cc}/u.test(text))),
);
const validNotes = fc.oneof(
  visibleText(0, 1000),
  fc.constantFrom("line one\nline two\r\n\tindented <b>bold</b> & 'quoted'", "<img src=x onerror=alert(1)>"),
);
/** Phone numbers as people write them: digits with spaces, + - ( ) and dots, five digits at least. */
const validPhone = fc.oneof(
  fc.constant(""),
  fc.array(fc.constantFrom(..."0123456789"), { minLength: 5, maxLength: 12 }).chain((digits) =>
    fc
      .array(fc.constantFrom("", " ", "-", ".", "\u00a0"), {
        minLength: digits.length,
        maxLength: digits.length,
      })
      .map((gaps) => `+${digits.map((digit, index) => digit + (gaps[index] ?? "")).join("")}`.slice(0, 20)),
  ),
  fc.constantFrom("+1 (555) 010-0000", " 555 0100 ", "030.1234.5678"),
);

type Corruption =
  | { kind: "set"; field: string; value: string }
  | { kind: "drop"; field: string }
  | { kind: "repeat"; field: string };

/** One change that makes a valid booking invalid, whatever else the request holds. */
function corruption(slots: { booked: string; closed: string; past: string }): fc.Arbitrary<Corruption> {
  const set = (field: string, value: fc.Arbitrary<string>) =>
    value.map((text): Corruption => ({ kind: "set", field, value: text }));
  return fc.oneof(
    set("customer_name", fc.oneof(fc.constantFrom("", " ", "a", " b ", "\t\n"), visibleText(101, 300))),
    set("customer_name", withInsert(visibleText(2, 50), controlCharacter)),
    set(
      "customer_email",
      fc.oneof(
        anyText.filter((text) => !text.includes("@")),
        fc
          .tuple(
            fc.constantFrom("<", ">", " ", "\u0000", ",", ";", "(", ")", "\\", '"', "[", "]", "@"),
            anyText,
          )
          .map(([bad]) => `a${bad}b@example.com`),
        fc.constant(`${"a".repeat(250)}@example.com`),
      ),
    ),
    set(
      "customer_phone",
      fc.oneof(
        visibleText(21, 60),
        withInsert(visibleText(1, 10), controlCharacter),
        // Words, or too few digits to call.
        withInsert(fc.constantFrom("555 0100", ""), fc.constantFrom("call me maybe", "x", "#", "ext")),
        fc.constantFrom("1234", "+1", "()- ."),
      ),
    ),
    set("notes", fc.oneof(visibleText(1001, 1400), withInsert(visibleText(0, 50), controlCharacter))),
    set(
      "time_slot_id",
      fc.oneof(
        anyText.filter((text) => !uuidShape.test(text.trim())),
        fc.uuid(),
        fc.constantFrom(slots.booked, slots.closed, slots.past, "00000000-0000-0000-0000-000000000000"),
      ),
    ),
    set(HONEYPOT_FIELD, visibleText(1, 30)),
    fc
      .constantFrom("time_slot_id", "customer_name", "customer_email")
      .map((field): Corruption => ({ kind: "drop", field })),
    fc
      .constantFrom("time_slot_id", "customer_name", "customer_email", "customer_phone", "notes", "website")
      .map((field): Corruption => ({ kind: "repeat", field })),
  );
}

function apply(fields: Fields, change: Corruption): Fields {
  if (change.kind === "drop") return fields.filter(([name]) => name !== change.field);
  if (change.kind === "repeat") {
    const existing = fields.find(([name]) => name === change.field);
    return existing ? [...fields, existing] : [...fields, [change.field, ""], [change.field, ""]];
  }
  return [...fields.filter(([name]) => name !== change.field), [change.field, change.value]];
}

describe.each(databaseKinds)("bad input to the booking action on %s", (kind) => {
  let app: TestApp;
  const free: string[] = [];
  let slots: { booked: string; closed: string; past: string };
  let nextFree = 0;

  beforeAll(async () => {
    // Hundreds of attempts from one test client: the explicit option, not a weaker production limit;
    // and as many upcoming calls for it as the tests book.
    app = await startTestApp(
      kind,
      { UPCOMING_BOOKINGS_PER_CLIENT: "100000", UPCOMING_BOOKINGS_PER_EMAIL: "100000" },
      { bookingAttemptLimit: { limit: 100_000, windowMs: 60_000 } },
    );
    const { db } = app.services.database;
    const today = agencyDay(app);
    // From the day after tomorrow: in the agency's last hour of a day, tomorrow's 00:00 is within the
    // minimum notice (docs/decisions/019-booking-rules.md).
    for (let day = 2; day <= 6; day++)
      for (let hour = 0; hour < 24; hour += 2)
        free.push(
          (
            await createSlot(db, {
              slotDate: addDays(today, day),
              slotTime: `${String(hour).padStart(2, "0")}:00:00`,
            })
          ).id,
        );
    slots = {
      booked: (
        await createSlot(
          db,
          { slotDate: addDays(today, 1), slotTime: "01:00:00" },
          { name: "Booked Already", email: "booked@example.com" },
        )
      ).id,
      closed: (
        await createSlot(db, {
          slotDate: addDays(today, 1),
          slotTime: "03:00:00",
          status: "unavailable",
        })
      ).id,
      past: (await createSlot(db, { slotDate: addDays(today, -1), slotTime: "10:00:00" })).id,
    };
  });
  afterAll(async () => {
    await app?.close();
  });

  const db = () => app.services.database.db;

  it("refuses every invalid booking (generated) with a 4xx and a sentence, and changes nothing", async () => {
    const before = await snapshot(db());
    const junkField = fc.tuple(
      anyText.filter(
        (name) =>
          !["time_slot_id", "customer_name", "customer_email", "customer_phone", "notes", "website"].includes(
            name,
          ),
      ),
      anyText,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          slot: fc.nat(free.length - 1),
          name: validName,
          phone: fc.option(validPhone, { nil: undefined }),
          notes: fc.option(validNotes, { nil: undefined }),
          changes: fc.array(corruption(slots), { minLength: 1, maxLength: 3 }),
          junk: fc.uniqueArray(junkField, { maxLength: 3, selector: ([name]) => name }),
          page: fc.boolean(),
        }),
        async ({ slot, name, phone, notes, changes, junk, page }) => {
          let fields: Fields = [
            ["time_slot_id", free[slot] ?? ""],
            ["customer_name", name],
            ["customer_email", "visitor@example.com"],
            ...(phone === undefined ? [] : ([["customer_phone", phone]] as Fields)),
            ...(notes === undefined ? [] : ([["notes", notes]] as Fields)),
            ...junk,
          ];
          for (const change of changes) fields = apply(fields, change);
          const response = await post(app, page ? "/book-call" : "/book-call.data", urlencoded(fields));
          await expectRefusal(response, bookingRefusals, JSON.stringify(fields).slice(0, 300));
          expect(await snapshot(db())).toEqual(before);
        },
      ),
      runs(160),
    );
  });

  it("stores valid but hostile text (markup, SQL, direction marks, emoji) exactly as typed, trimmed", async () => {
    await fc.assert(
      fc.asyncProperty(
        validName,
        fc.option(validPhone, { nil: undefined }),
        fc.option(validNotes, { nil: undefined }),
        async (name, phone, notes) => {
          const slot = free[nextFree++] ?? "";
          const email = `visitor+${nextFree}@example.com`;
          const fields: Fields = [
            ["time_slot_id", slot],
            ["customer_name", name],
            ["customer_email", email],
            ...(phone === undefined ? [] : ([["customer_phone", phone]] as Fields)),
            ...(notes === undefined ? [] : ([["notes", notes]] as Fields)),
          ];
          const response = await post(app, "/book-call.data", urlencoded(fields));
          expect(response.status, await response.text()).toBe(200);
          const [row] = await db().select().from(bookings).where(eq(bookings.timeSlotId, slot));
          const stored = (text: string | undefined) =>
            text === undefined ? null : asSent(text).trim() || null;
          expect(row).toMatchObject({
            customerName: asSent(name).trim(),
            customerEmail: email,
            customerPhone: stored(phone),
            notes: stored(notes),
          });
        },
      ),
      runs(30),
    );
  });

  it("refuses what is not a form, or too large, or repeats a field, with a 4xx and a sentence", async () => {
    const before = await snapshot(db());
    const valid: Fields = [
      ["time_slot_id", free[free.length - 1] ?? ""],
      ["customer_name", "Ada Lovelace"],
      ["customer_email", "ada@example.com"],
    ];
    const multipart = (entries: [string, string | Blob][]) => {
      const form = new FormData();
      for (const [name, value] of entries) form.append(name, value);
      return form;
    };
    const twoMegabytes = "a".repeat(2 * 1024 * 1024);
    const cases: { label: string; body: BodyInit; contentType?: string; method?: string }[] = [
      {
        label: "a JSON body",
        body: JSON.stringify(Object.fromEntries(valid)),
        contentType: "application/json",
      },
      { label: "malformed JSON", body: '{"customer_name":', contentType: "application/json" },
      { label: "an empty body", body: "" },
      // A string body would get text/plain from fetch; bytes go without a content type.
      { label: "no content type", body: new TextEncoder().encode(urlencoded(valid)), contentType: "" },
      { label: "plain text", body: urlencoded(valid), contentType: "text/plain" },
      { label: "XML", body: "<booking><name>Ada</name></booking>", contentType: "application/xml" },
      { label: "multipart without a boundary", body: urlencoded(valid), contentType: "multipart/form-data" },
      {
        label: "broken multipart",
        body: '--x\r\nContent-Disposition: form-data; name="customer_name"\r\n\r\nAda',
        contentType: "multipart/form-data; boundary=x",
      },
      { label: "a 2 MB urlencoded body", body: urlencoded([...valid, ["notes", twoMegabytes]]) },
      {
        label: "a 2 MB multipart body",
        body: multipart([...valid, ["notes", twoMegabytes]]),
        contentType: "",
      },
      {
        label: "a 2 MB file",
        body: multipart([...valid, ["attachment", new Blob([twoMegabytes])]]),
        contentType: "",
      },
      { label: "a small file", body: multipart([...valid, ["notes", new Blob(["x"])]]), contentType: "" },
      { label: "a repeated slot", body: urlencoded([...valid, ["time_slot_id", free[0] ?? ""]]) },
      { label: "a repeated name", body: urlencoded([...valid, ["customer_name", "Someone Else"]]) },
      { label: "a DELETE", body: "", method: "DELETE", contentType: "" },
      { label: "a PUT with JSON", body: "{}", method: "PUT", contentType: "application/json" },
    ];
    const statuses: Record<string, number> = {};
    for (const { label, body, contentType, method } of cases) {
      for (const path of ["/book-call.data", "/book-call"]) {
        const headers: Record<string, string> = { Origin: app.url };
        if (contentType !== "") headers["Content-Type"] = contentType ?? "application/x-www-form-urlencoded";
        const response = await app.request(path, { method: method ?? "POST", headers, body });
        statuses[`${path} ${label}`] = await expectRefusal(response, bookingRefusals, `${path} ${label}`);
      }
    }
    expect(statuses).toMatchObject({
      "/book-call.data a JSON body": 415,
      "/book-call.data an empty body": 400,
      "/book-call.data broken multipart": 400,
      "/book-call.data a 2 MB urlencoded body": 413,
      "/book-call.data a 2 MB file": 413,
      "/book-call.data a small file": 400,
      "/book-call.data a repeated slot": 400,
      "/book-call.data a DELETE": 415,
    });
    expect(await snapshot(db())).toEqual(before);

    // The same reader takes a well-formed multipart form (a browser sends one for enctype=multipart).
    const accepted = await app.request("/book-call.data", {
      method: "POST",
      headers: { Origin: app.url },
      body: multipart(valid),
    });
    expect(accepted.status).toBe(200);
  });
});
