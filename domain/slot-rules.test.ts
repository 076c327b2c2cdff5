import { describe, expect, it } from "vitest";
import { inEachMachineZone } from "../tests/support/machine-zone";
import { wallClockToInstant, zoneAbbreviation, zoneOffsetLabel } from "./agency-time";
import { bookingWindow } from "./slot-rules";

const monterrey = "America/Monterrey";

describe("the booking window, in the agency zone", () => {
  it("is worked out once per second and zone, and cannot be changed by the code that reads it", () => {
    const now = new Date("2025-03-05T15:00:00.100Z");
    const window = bookingWindow(now, monterrey);
    expect(bookingWindow(new Date("2025-03-05T15:00:00.900Z"), monterrey)).toBe(window);
    expect(bookingWindow(new Date("2025-03-05T15:00:01.000Z"), monterrey).todayEarliestExclusive).toBe(
      "10:00:01",
    );
    expect(bookingWindow(now, "Asia/Tokyo").today).toBe("2025-03-06");
    expect(Object.isFrozen(window) && Object.isFrozen(window.dates)).toBe(true);
  });

  it("is today and the next six days of the agency's calendar, whatever the machine's zone", () => {
    // 2025-03-05 03:00 UTC is still March 4 in Monterrey (UTC-6) but already March 5 in Tokyo.
    const now = new Date("2025-03-05T03:00:00Z");
    inEachMachineZone(["Asia/Tokyo", "UTC", "America/Los_Angeles"], (_zone, index) => {
      // A second later each time: the window of the current second is remembered.
      const window = bookingWindow(new Date(now.getTime() + index * 1000), monterrey);
      expect(window.today).toBe("2025-03-04");
      expect(window.dates).toEqual([
        "2025-03-04",
        "2025-03-05",
        "2025-03-06",
        "2025-03-07",
        "2025-03-08",
        "2025-03-09",
        "2025-03-10",
      ]);
    });
  });

  it("ends today's times at now + one hour, and has none today once that is tomorrow", () => {
    const now = wallClockToInstant("2025-03-04", "09:30:00", monterrey);
    expect(bookingWindow(now, monterrey).todayEarliestExclusive).toBe("10:30:00");
    const late = wallClockToInstant("2025-03-04", "23:15:00", monterrey);
    expect(bookingWindow(late, monterrey).todayEarliestExclusive).toBeNull();
  });
});

describe("zone labels", () => {
  it("are computed for the date shown, not fixed", () => {
    expect(zoneOffsetLabel("America/New_York", new Date("2025-07-15T12:00:00Z"))).toBe("GMT-4");
    expect(zoneOffsetLabel("America/New_York", new Date("2025-01-15T12:00:00Z"))).toBe("GMT-5");
    expect(zoneOffsetLabel("Europe/London", new Date("2025-01-15T12:00:00Z"))).toBe("GMT+0");
    expect(zoneOffsetLabel("Australia/Sydney", new Date("2025-01-15T12:00:00Z"))).toBe("GMT+11");
    expect(zoneOffsetLabel("Australia/Sydney", new Date("2025-07-15T12:00:00Z"))).toBe("GMT+10");
    expect(zoneAbbreviation(monterrey, new Date("2025-07-15T12:00:00Z"))).toBe("CST");
  });

  it("convert a Monterrey slot to the instant its clocks show", () => {
    expect(wallClockToInstant("2025-07-15", "09:00:00", monterrey).toISOString()).toBe(
      "2025-07-15T15:00:00.000Z",
    );
    expect(wallClockToInstant("2025-03-09", "09:00:00", "America/New_York").toISOString()).toBe(
      "2025-03-09T13:00:00.000Z",
    );
  });
});
