import { describe, expect, it } from "vitest";
import { chosenDate, isCalendarDate, refusedDateMessage } from "./booking-params";

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

  it("says why a date the window does not offer cannot be chosen", () => {
    const window = ["2025-03-04", "2025-03-05"];
    expect(refusedDateMessage("2025-03-05", window)).toBeNull();
    expect(refusedDateMessage(null, window)).toBeNull();
    expect(refusedDateMessage("", window)).toBeNull();
    expect(refusedDateMessage("2025-03-03", window)).toBe(
      "The date in this link, Monday, March 3, 2025, has passed and can no longer be booked.",
    );
    expect(refusedDateMessage("2025-03-06", window)).toBe(
      "The date in this link, Thursday, March 6, 2025, is further ahead than calls can be booked.",
    );
    for (const asked of ["yesterday", "2025-02-30"])
      expect(refusedDateMessage(asked, window)).toBe("The date in this link is not a valid date.");
  });
});
