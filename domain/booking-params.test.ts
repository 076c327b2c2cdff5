import { describe, expect, it } from "vitest";
import { chosenDate, isCalendarDate } from "./booking-params";

describe("the booking page's URL", () => {
  it("accepts only real calendar dates", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const value of ["2027-02-29", "2025-13-01", "2025-3-5", "tomorrow", "", null, 20250305])
      expect(isCalendarDate(value)).toBe(false);
  });

  it("chooses a date only within the window", () => {
    const window = ["2025-03-04", "2025-03-05"];
    expect(chosenDate(new URLSearchParams("date=2025-03-05"), window)).toBe("2025-03-05");
    expect(chosenDate(new URLSearchParams("date=2025-03-06"), window)).toBeNull();
    expect(chosenDate(new URLSearchParams(""), window)).toBeNull();
  });
});
