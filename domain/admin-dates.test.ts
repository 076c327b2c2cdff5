import { afterEach, describe, expect, it, vi } from "vitest";
import { readableDate, readableDateRange, readableDateTime, readableMoment } from "./admin-dates";

describe("the admin's dates", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("read 'Tue 5 Mar 2030', with the time on the 24-hour clock", () => {
    expect(readableDate("2030-03-05")).toBe("Tue 5 Mar 2030");
    expect(readableDateTime("2030-03-05", "15:00:00")).toBe("Tue 5 Mar 2030, 15:00");
  });

  it("read a range of days as one day when it is one", () => {
    expect(readableDateRange({ fromDate: "2030-03-05", toDate: "2030-03-05" })).toBe("Tue 5 Mar 2030");
    expect(readableDateRange({ fromDate: "2030-03-05", toDate: "2030-03-07" })).toBe(
      "Tue 5 Mar 2030 to Thu 7 Mar 2030",
    );
  });

  it("read a moment on the clocks of the zone given, whatever the machine's zone", () => {
    vi.stubEnv("TZ", "Asia/Tokyo");
    // 21:19 in Monterrey is 03:19 UTC the next day (and noon in Tokyo).
    expect(readableMoment("2030-03-06T03:19:00Z", "America/Monterrey")).toBe("Tue 5 Mar 2030, 21:19 CST");
    expect(readableMoment(new Date("2030-07-01T08:00:00Z"), "Europe/Berlin")).toBe(
      "Mon 1 Jul 2030, 10:00 GMT+2",
    );
  });
});
