import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type BookingPolicy,
  type BookingRules,
  type DateOverride,
  DEFAULT_BOOKING_RULES,
} from "./booking-rules";
import type { WeeklyRange } from "./hours-in-force";
import { type SlotAt, slotRefusal } from "./slot-rules";

// THE rule function with fixed clocks, in an agency zone that is not the machine's.

const zone = "America/New_York";
// Each test may set the machine's zone (TZ); it is put back after it.
afterEach(() => {
  vi.unstubAllEnvs();
});

/** Open around the clock every day, so each test sees the rules it is about. */
const allDay: WeeklyRange[] = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: "00:00:00",
  endTime: "24:00:00",
}));

function policy(
  rules: Partial<BookingRules> = {},
  overrides: Omit<DateOverride, "id">[] = [],
  weekly: WeeklyRange[] = allDay,
): BookingPolicy {
  return {
    rules: { ...DEFAULT_BOOKING_RULES, ...rules },
    weekly,
    overrides: overrides.map((override, index) => ({ id: `o${index}`, ...override })),
  };
}

function refusal(slot: SlotAt, now: Date, given: BookingPolicy, standing: SlotAt[] = []) {
  return slotRefusal(slot, { now, agencyZone: zone, policy: given, standing });
}

const at = (slotDate: string, time: string): SlotAt => ({
  slotDate,
  slotTime: time.length === 2 ? `${time}:00:00` : `${time}:00`,
});
// Tuesday 2025-06-10, 09:30 in New York (EDT, UTC-4).
const tuesday = new Date("2025-06-10T13:30:00Z");

describe("the minimum notice", () => {
  it("offers a slot only when it starts strictly after now + the notice, in the agency's zone", () => {
    vi.stubEnv("TZ", "Asia/Tokyo");
    const defaults = policy();
    expect(refusal(at("2025-06-10", "10"), tuesday, defaults)).toBe("notice");
    expect(refusal(at("2025-06-10", "10:30"), tuesday, defaults)).toBe("notice");
    expect(refusal(at("2025-06-10", "11"), tuesday, defaults)).toBeNull();
    const day = policy({ noticeMinutes: 24 * 60 });
    expect(refusal(at("2025-06-11", "09"), tuesday, day)).toBe("notice");
    expect(refusal(at("2025-06-11", "10"), tuesday, day)).toBeNull();
    expect(refusal(at("2025-06-10", "11"), tuesday, policy({ noticeMinutes: 0 }))).toBeNull();
  });

  it("counts real minutes across the night the clocks spring forward", () => {
    // 2025-03-09 01:30 EST; an hour later it is 03:30 EDT, not 02:30.
    const night = new Date("2025-03-09T06:30:00Z");
    expect(refusal(at("2025-03-09", "03"), night, policy())).toBe("notice");
    expect(refusal(at("2025-03-09", "04"), night, policy())).toBeNull();
  });

  it("counts real minutes across the night the clocks fall back", () => {
    // 2025-11-02 00:30 EDT; an hour later it is 01:30 EST (the second 01:30): 01:00 is too soon, 02:00 is not.
    const night = new Date("2025-11-02T04:30:00Z");
    expect(refusal(at("2025-11-02", "01"), night, policy())).toBe("notice");
    expect(refusal(at("2025-11-02", "02"), night, policy())).toBeNull();
  });
});

describe("a time that has passed", () => {
  it("is yesterday's or today's up to now in the agency's zone, whatever the notice", () => {
    vi.stubEnv("TZ", "Asia/Tokyo");
    expect(refusal(at("2025-06-09", "15"), tuesday, policy())).toBe("past");
    expect(refusal(at("2025-06-10", "09"), tuesday, policy({ noticeMinutes: 0 }))).toBe("past");
    expect(refusal(at("2025-06-10", "09:30"), tuesday, policy({ noticeMinutes: 0 }))).toBe("past");
    expect(refusal(at("2025-06-10", "10"), tuesday, policy({ noticeMinutes: 0 }))).toBeNull();
  });
});

describe("the horizon", () => {
  it("offers today and the following horizon − 1 days of the agency's calendar, nothing after", () => {
    expect(refusal(at("2025-06-16", "09"), tuesday, policy())).toBeNull();
    expect(refusal(at("2025-06-17", "09"), tuesday, policy())).toBe("horizon");
    expect(refusal(at("2025-07-09", "09"), tuesday, policy({ horizonDays: 30 }))).toBeNull();
    expect(refusal(at("2025-07-10", "09"), tuesday, policy({ horizonDays: 30 }))).toBe("horizon");
    // 02:00 UTC on the 11th is still the 10th in New York: the 17th is out, the 16th in.
    const lateEvening = new Date("2025-06-11T02:00:00Z");
    expect(refusal(at("2025-06-16", "09"), lateEvening, policy())).toBeNull();
    expect(refusal(at("2025-06-17", "09"), lateEvening, policy())).toBe("horizon");
  });
});

describe("buffers around a standing booking", () => {
  const booked = [at("2025-06-12", "12")];
  it("with none, the times either side stay offered", () => {
    expect(refusal(at("2025-06-12", "11"), tuesday, policy(), booked)).toBeNull();
    expect(refusal(at("2025-06-12", "13"), tuesday, policy(), booked)).toBeNull();
  });

  it("before: a slot ending inside the buffer before the call is not offered", () => {
    const rules = policy({ bufferBeforeMinutes: 30 });
    expect(refusal(at("2025-06-12", "11"), tuesday, rules, booked)).toBe("buffer");
    expect(refusal(at("2025-06-12", "10"), tuesday, rules, booked)).toBeNull();
    expect(refusal(at("2025-06-12", "13"), tuesday, rules, booked)).toBeNull();
  });

  it("after: a slot starting inside the buffer after the call is not offered", () => {
    const rules = policy({ bufferAfterMinutes: 15 });
    expect(refusal(at("2025-06-12", "13"), tuesday, rules, booked)).toBe("buffer");
    expect(refusal(at("2025-06-12", "14"), tuesday, rules, booked)).toBeNull();
    expect(refusal(at("2025-06-12", "11"), tuesday, rules, booked)).toBeNull();
    expect(refusal(at("2025-06-12", "14"), tuesday, policy({ bufferAfterMinutes: 61 }), booked)).toBe(
      "buffer",
    );
  });

  it("reaches across midnight", () => {
    const rules = policy({ bufferAfterMinutes: 30 });
    expect(refusal(at("2025-06-13", "00"), tuesday, rules, [at("2025-06-12", "23")])).toBe("buffer");
    expect(
      refusal(at("2025-06-12", "23"), tuesday, policy({ bufferBeforeMinutes: 30 }), [at("2025-06-13", "00")]),
    ).toBe("buffer");
  });
});

describe("the daily cap", () => {
  it("offers nothing more on a date with that many standing bookings; other dates are not affected", () => {
    const rules = policy({ dailyCap: 2 });
    const one = [at("2025-06-12", "09")];
    const two = [...one, at("2025-06-12", "15")];
    expect(refusal(at("2025-06-12", "11"), tuesday, rules, one)).toBeNull();
    expect(refusal(at("2025-06-12", "11"), tuesday, rules, two)).toBe("daily_cap");
    expect(refusal(at("2025-06-13", "11"), tuesday, rules, two)).toBeNull();
    expect(refusal(at("2025-06-12", "11"), tuesday, policy(), two)).toBeNull();
  });
});

describe("date overrides", () => {
  it("a blocked date or range offers nothing; the dates around it are not affected", () => {
    const holiday = policy({}, [
      { fromDate: "2025-06-12", toDate: "2025-06-13", opensAt: null, closesAt: null, note: "Offsite" },
    ]);
    expect(refusal(at("2025-06-12", "09"), tuesday, holiday)).toBe("blocked");
    expect(refusal(at("2025-06-13", "16"), tuesday, holiday)).toBe("blocked");
    expect(refusal(at("2025-06-11", "16"), tuesday, holiday)).toBeNull();
    expect(refusal(at("2025-06-14", "09"), tuesday, holiday)).toBeNull();
  });

  it("a date with its own hours offers only whole slots inside them", () => {
    const short = policy({}, [
      { fromDate: "2025-06-12", toDate: "2025-06-12", opensAt: "10:00:00", closesAt: "13:00:00", note: null },
    ]);
    expect(refusal(at("2025-06-12", "09"), tuesday, short)).toBe("outside_date_hours");
    expect(refusal(at("2025-06-12", "10"), tuesday, short)).toBeNull();
    expect(refusal(at("2025-06-12", "12"), tuesday, short)).toBeNull();
    expect(refusal(at("2025-06-12", "13"), tuesday, short)).toBe("outside_date_hours");
    expect(refusal(at("2025-06-13", "09"), tuesday, short)).toBeNull();
  });

  it("per-date hours on the day the clocks spring forward are the wall clock's hours", () => {
    const night = new Date("2025-03-08T15:00:00Z");
    const early = policy({}, [
      { fromDate: "2025-03-09", toDate: "2025-03-09", opensAt: "01:00:00", closesAt: "04:00:00", note: null },
    ]);
    expect(refusal(at("2025-03-09", "01"), night, early)).toBeNull();
    expect(refusal(at("2025-03-09", "03"), night, early)).toBeNull();
    expect(refusal(at("2025-03-09", "04"), night, early)).toBe("outside_date_hours");
  });

  it("blocking wins over hours set for the same date", () => {
    const both = policy({}, [
      { fromDate: "2025-06-12", toDate: "2025-06-12", opensAt: "10:00:00", closesAt: "13:00:00", note: null },
      { fromDate: "2025-06-10", toDate: "2025-06-14", opensAt: null, closesAt: null, note: null },
    ]);
    expect(refusal(at("2025-06-12", "10"), tuesday, both)).toBe("blocked");
  });
});

describe("the weekly hours", () => {
  // Thursdays 09:00–12:00 and 13:00–17:00 (a lunch break), Fridays off, nothing else set.
  const lunchBreak = policy(
    { horizonDays: 14 },
    [],
    [
      { dayOfWeek: 4, startTime: "09:00:00", endTime: "12:00:00" },
      { dayOfWeek: 4, startTime: "13:00:00", endTime: "17:00:00" },
    ],
  );

  it("offers only whole calls inside one of the weekday's ranges", () => {
    expect(refusal(at("2025-06-12", "08"), tuesday, lunchBreak)).toBe("outside_hours");
    expect(refusal(at("2025-06-12", "09"), tuesday, lunchBreak)).toBeNull();
    expect(refusal(at("2025-06-12", "11"), tuesday, lunchBreak)).toBeNull();
    expect(refusal(at("2025-06-12", "11:30"), tuesday, lunchBreak)).toBe("outside_hours");
    expect(refusal(at("2025-06-12", "12"), tuesday, lunchBreak)).toBe("outside_hours");
    expect(refusal(at("2025-06-12", "13"), tuesday, lunchBreak)).toBeNull();
    expect(refusal(at("2025-06-12", "16"), tuesday, lunchBreak)).toBeNull();
    expect(refusal(at("2025-06-12", "17"), tuesday, lunchBreak)).toBe("outside_hours");
  });

  it("offers nothing on a weekday without hours, unless a date has hours of its own", () => {
    expect(refusal(at("2025-06-13", "10"), tuesday, lunchBreak)).toBe("outside_hours");
    const friday = policy(
      { horizonDays: 14 },
      [
        {
          fromDate: "2025-06-13",
          toDate: "2025-06-13",
          opensAt: "10:00:00",
          closesAt: "12:00:00",
          note: null,
        },
      ],
      lunchBreak.weekly,
    );
    expect(refusal(at("2025-06-13", "10"), tuesday, friday)).toBeNull();
    expect(refusal(at("2025-06-13", "12"), tuesday, friday)).toBe("outside_date_hours");
    expect(refusal(at("2025-06-20", "10"), tuesday, friday)).toBe("outside_hours");
  });

  it("a date's own hours replace its weekday's", () => {
    const narrow = policy(
      { horizonDays: 14 },
      [
        {
          fromDate: "2025-06-12",
          toDate: "2025-06-12",
          opensAt: "14:00:00",
          closesAt: "16:00:00",
          note: null,
        },
      ],
      lunchBreak.weekly,
    );
    expect(refusal(at("2025-06-12", "09"), tuesday, narrow)).toBe("outside_date_hours");
    expect(refusal(at("2025-06-12", "15"), tuesday, narrow)).toBeNull();
    expect(refusal(at("2025-06-19", "09"), tuesday, narrow)).toBeNull();
  });
});
