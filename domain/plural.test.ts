import { describe, expect, it } from "vitest";
import { countOf } from "./plural";

describe("a count in words", () => {
  it("is singular for one only", () => {
    expect(countOf(1, "new time slot")).toBe("1 new time slot");
    expect(countOf(0, "booking")).toBe("0 bookings");
    expect(countOf(2, "booking")).toBe("2 bookings");
  });

  it("takes an irregular plural", () => {
    expect(countOf(3, "reply", "replies")).toBe("3 replies");
  });
});
