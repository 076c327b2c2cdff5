import { afterEach, describe, expect, it, vi } from "vitest";
import { agencyAbbreviationAt, dayButtonText, fullDate, longDate, slotTimeIn } from "./slot-display";

const monterrey = "America/Monterrey";
// Each test may set the machine's zone (TZ); it is put back after it.
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("dates as the page and the e-mails show them", () => {
  it("never shift with the machine's zone", () => {
    for (const zone of ["Asia/Tokyo", "UTC", "Pacific/Honolulu"]) {
      vi.stubEnv("TZ", zone);
      expect(longDate("2025-03-05")).toBe("March 5, 2025");
      expect(fullDate("2025-03-05")).toBe("Wednesday, March 5, 2025");
      expect(dayButtonText("2025-03-05", "2025-03-04")).toEqual({ weekday: "Wed", day: "5", month: "Mar" });
      expect(dayButtonText("2025-03-04", "2025-03-04").weekday).toBe("Today");
    }
  });

  it("label the agency's time with its abbreviation", () => {
    expect(agencyAbbreviationAt("2025-03-05", "10:00:00", monterrey)).toBe("CST");
    expect(agencyAbbreviationAt("2025-07-05", "10:00:00", "America/New_York")).toBe("EDT");
  });
});

describe("slot times converted to the viewing zone", () => {
  it("are the agency's own times in the agency zone", () => {
    expect(slotTimeIn("2025-03-05", "09:00:00", monterrey, monterrey)).toEqual({
      time: "09:00",
      date: "2025-03-05",
      dayShift: 0,
    });
  });

  it("follow New York across its switch to daylight time (Monterrey has none)", () => {
    expect(slotTimeIn("2025-03-07", "09:00:00", monterrey, "America/New_York").time).toBe("10:00");
    expect(slotTimeIn("2025-03-10", "09:00:00", monterrey, "America/New_York").time).toBe("11:00");
    expect(slotTimeIn("2025-03-28", "09:00:00", monterrey, "Europe/London").time).toBe("15:00");
    expect(slotTimeIn("2025-03-31", "09:00:00", monterrey, "Europe/London").time).toBe("16:00");
  });

  it("move to the next day in Sydney, across its end of daylight time", () => {
    expect(slotTimeIn("2025-04-04", "17:00:00", monterrey, "Australia/Sydney")).toEqual({
      time: "10:00",
      date: "2025-04-05",
      dayShift: 1,
    });
    expect(slotTimeIn("2025-04-07", "09:00:00", monterrey, "Australia/Sydney")).toEqual({
      time: "01:00",
      date: "2025-04-08",
      dayShift: 1,
    });
  });

  it("are the same whatever the machine's zone", () => {
    vi.stubEnv("TZ", "Asia/Tokyo");
    expect(slotTimeIn("2025-07-15", "16:00:00", monterrey, "America/Los_Angeles").time).toBe("15:00");
    vi.stubEnv("TZ", "UTC");
    expect(slotTimeIn("2025-07-15", "16:00:00", monterrey, "America/Los_Angeles").time).toBe("15:00");
  });
});
