import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slotHorizon, slotTopUps } from "../../server/db/schema";
import { expectRefusal, type Fields, post, snapshot, urlencoded } from "../support/bad-input";
import { createSlot } from "../support/slot-factory";
import { agencyDay, startSignedIn, type TestApp } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// The rolling horizon, a weekday's ranges of hours and the attendance buttons, fed what the screens
// never send, by a signed-in admin: a 4xx with a sentence naming the field, and no change.

describe.each(databaseKinds)("bad input to the hours and attendance actions on %s", (kind) => {
  let app: TestApp;
  let cookie: string;
  let bookingId: string;

  beforeAll(async () => {
    ({ app, cookie } = await startSignedIn(kind));
    const { db } = app.services.database;
    const date = agencyDay(app, -1);
    await createSlot(
      db,
      { slotDate: date, slotTime: "10:00:00" },
      { name: "Past Customer", email: "p@example.com" },
    );
    const [booking] = await db.query.bookings.findMany();
    bookingId = booking?.id ?? "";
  });
  afterAll(async () => {
    await app?.close();
  });

  const db = () => app.services.database.db;
  const state = async () => ({
    ...(await snapshot(db())),
    horizon: await db().select().from(slotHorizon),
    topUps: await db().select().from(slotTopUps),
  });

  const daysAhead = "Days ahead must be a whole number from 1 to 90";
  const enabled = "Choose whether to keep slots ahead (true) or not (false)";
  const day = "Day of week must be 0 (Sunday) to 6 (Saturday)";
  /** Monday 09:00–12:00 as the row sends it, with these fields changed or added. */
  const monday = (changes: Record<string, string>): Fields =>
    Object.entries({
      intent: "save-hours",
      day_of_week: "1",
      is_enabled: "true",
      start_time: "09:00:00",
      end_time: "12:00:00",
      ...changes,
    });
  const cases = (): { path: string; fields: Fields; message: string }[] => [
    ...["0", "91", "-1", "1.5", "", "1e1", "0x10", "ten"].map((days) => ({
      path: "/admin/settings",
      fields: [
        ["intent", "save-horizon"],
        ["enabled", "true"],
        ["days", days],
      ] as Fields,
      message: daysAhead,
    })),
    ...["yes", "", "1", "on"].map((value) => ({
      path: "/admin/settings",
      fields: [
        ["intent", "save-horizon"],
        ["enabled", value],
        ["days", "30"],
      ] as Fields,
      message: enabled,
    })),
    {
      path: "/admin/settings",
      fields: [
        ["intent", "save-horizon"],
        ["days", "30"],
      ],
      message: enabled,
    },
    ...["7", "-1", "", "monday"].map((value) => ({
      path: "/admin/settings",
      fields: monday({ day_of_week: value }),
      message: day,
    })),
    // A second range that overlaps the first, ends before it starts, or lacks an end.
    ...(
      [
        [["11:00:00", "14:00:00"], "11:00–14:00 overlaps 09:00–12:00: ranges of one day must not overlap"],
        [["08:00:00", "10:00:00"], "08:00–10:00 overlaps 09:00–12:00: ranges of one day must not overlap"],
        [["15:00:00", "13:00:00"], "End time must be after start time"],
        [["13:00:00", "24:00:00"], "Choose a whole hour between 00:00 and 23:00"],
        [["13:30:00", "17:00:00"], "Choose a whole hour between 00:00 and 23:00"],
        [["13:00:00", undefined], "Choose a whole hour between 00:00 and 23:00"],
      ] as const
    ).map(([[start, end], message]) => ({
      path: "/admin/settings",
      fields: monday(end === undefined ? { start_time_2: start } : { start_time_2: start, end_time_2: end }),
      message,
    })),
    ...["/admin", "/admin/time-slots"].flatMap((path) => [
      {
        path,
        fields: [
          ["intent", "mark-attendance"],
          ["booking_id", "not-a-uuid"],
          ["attendance", "attended"],
        ] as Fields,
        message: "Unknown booking",
      },
      {
        path,
        fields: [
          ["intent", "mark-attendance"],
          ["booking_id", bookingId],
          ["attendance", "late"],
        ] as Fields,
        message: "Choose attended or no-show",
      },
      {
        path,
        fields: [
          ["intent", "mark-attendance"],
          ["booking_id", bookingId],
        ] as Fields,
        message: "Choose attended or no-show",
      },
    ]),
  ];

  it("refuses each with 400 and the field's own message, changing nothing", async () => {
    const before = await state();
    for (const { path, fields, message } of cases()) {
      const response = await post(app, `${path}.data`, urlencoded(fields), { cookie });
      expect(await expectRefusal(response, [message], `${path} ${JSON.stringify(fields)}`)).toBe(400);
    }
    expect(await state()).toEqual(before);
  });
});
