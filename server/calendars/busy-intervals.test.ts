import { describe, expect, it } from "vitest";
import { berlinZone, vcalendar, vevent } from "../../tests/support/ical-fixtures";
import { busyIntervalsOf } from "./busy-intervals";

const window = {
  from: new Date("2026-10-19T00:00:00Z"),
  to: new Date("2026-11-16T00:00:00Z"),
  agencyZone: "America/Monterrey",
};

function busy(...texts: string[]) {
  return busyIntervalsOf(texts, window).map(({ start, end }) => [start.toISOString(), end.toISOString()]);
}

describe("busy intervals of the owner's calendar data", () => {
  it("expands a weekly event, with one occurrence moved and one cancelled by exceptions and one by EXDATE", () => {
    const series = vcalendar(
      vevent([
        "UID:weekly@tests",
        "DTSTART:20261020T150000Z",
        "DTEND:20261020T160000Z",
        "RRULE:FREQ=WEEKLY;COUNT=5",
        "EXDATE:20261110T150000Z",
      ]),
      // The second Tuesday's meeting moved to the Wednesday at 18:00.
      vevent([
        "UID:weekly@tests",
        "RECURRENCE-ID:20261027T150000Z",
        "DTSTART:20261028T180000Z",
        "DTEND:20261028T190000Z",
      ]),
      vevent([
        "UID:weekly@tests",
        "RECURRENCE-ID:20261103T150000Z",
        "DTSTART:20261103T150000Z",
        "DTEND:20261103T160000Z",
        "STATUS:CANCELLED",
      ]),
    );
    expect(busy(series)).toEqual([
      ["2026-10-20T15:00:00.000Z", "2026-10-20T16:00:00.000Z"],
      ["2026-10-28T18:00:00.000Z", "2026-10-28T19:00:00.000Z"],
    ]);
  });

  it("reads a TZID from the data's VTIMEZONE: a 10:00 Berlin meeting is an hour later in UTC after its DST ends", () => {
    const meeting = vcalendar(
      berlinZone,
      vevent([
        "UID:berlin@tests",
        "DTSTART;TZID=Europe/Berlin:20261020T100000",
        "DTEND;TZID=Europe/Berlin:20261020T110000",
        "RRULE:FREQ=WEEKLY;COUNT=2",
      ]),
    );
    expect(busy(meeting)).toEqual([
      ["2026-10-20T08:00:00.000Z", "2026-10-20T09:00:00.000Z"],
      ["2026-10-27T09:00:00.000Z", "2026-10-27T10:00:00.000Z"],
    ]);
  });

  it("reads all-day dates and floating times on the agency's wall clock, and a bare IANA TZID in that zone", () => {
    const calendar = vcalendar(
      vevent({ UID: "day@tests", "DTSTART;VALUE=DATE": "20261022", "DTEND;VALUE=DATE": "20261023" }),
      vevent({ UID: "floating@tests", DTSTART: "20261026T090000", DTEND: "20261026T100000" }),
      vevent({
        UID: "tokyo@tests",
        "DTSTART;TZID=Asia/Tokyo": "20261027T090000",
        "DTEND;TZID=Asia/Tokyo": "20261027T093000",
      }),
    );
    expect(busy(calendar)).toEqual([
      // Monterrey is UTC-6 all year.
      ["2026-10-22T06:00:00.000Z", "2026-10-23T06:00:00.000Z"],
      ["2026-10-26T15:00:00.000Z", "2026-10-26T16:00:00.000Z"],
      ["2026-10-27T00:00:00.000Z", "2026-10-27T00:30:00.000Z"],
    ]);
  });

  it("leaves out free (transparent) and cancelled events, and events outside the window", () => {
    const calendar = vcalendar(
      vevent({
        UID: "free@tests",
        DTSTART: "20261021T150000Z",
        DTEND: "20261021T160000Z",
        TRANSP: "TRANSPARENT",
      }),
      vevent({
        UID: "off@tests",
        DTSTART: "20261021T170000Z",
        DTEND: "20261021T180000Z",
        STATUS: "CANCELLED",
      }),
      vevent({ UID: "later@tests", DTSTART: "20261201T150000Z", DTEND: "20261201T160000Z" }),
      vevent({ UID: "kept@tests", DTSTART: "20261021T190000Z", DTEND: "20261021T200000Z", TRANSP: "OPAQUE" }),
    );
    expect(busy(calendar)).toEqual([["2026-10-21T19:00:00.000Z", "2026-10-21T20:00:00.000Z"]]);
  });

  it("leaves out the events that are our own bookings, written into the calendar with the booking's id as UID", () => {
    const ours = "0b8a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b";
    const calendar = vcalendar(
      vevent({ UID: ours, DTSTART: "20261021T150000Z", DTEND: "20261021T160000Z" }),
      vevent({ UID: "client-call@tests", DTSTART: "20261021T170000Z", DTEND: "20261021T180000Z" }),
    );
    const intervals = busyIntervalsOf([calendar], { ...window, isOurBooking: (uid) => uid === ours });
    expect(intervals.map(({ start }) => start.toISOString())).toEqual(["2026-10-21T17:00:00.000Z"]);
    expect(busy(calendar)).toHaveLength(2);
  });

  it("keeps each occurrence's title, a moved one's own, and none for an event without one", () => {
    const calendar = vcalendar(
      vevent([
        "UID:standup@tests",
        "SUMMARY:Standup",
        "DTSTART:20261020T150000Z",
        "DTEND:20261020T153000Z",
        "RRULE:FREQ=DAILY;COUNT=2",
      ]),
      vevent([
        "UID:standup@tests",
        "RECURRENCE-ID:20261021T150000Z",
        "SUMMARY:Standup (moved)",
        "DTSTART:20261021T170000Z",
        "DTEND:20261021T173000Z",
      ]),
      vevent(["UID:untitled@tests", "DTSTART:20261022T150000Z", "DTEND:20261022T160000Z"]),
    );
    expect(busyIntervalsOf([calendar], window).map(({ title }) => title)).toEqual([
      "Standup",
      "Standup (moved)",
      null,
    ]);
  });
});
