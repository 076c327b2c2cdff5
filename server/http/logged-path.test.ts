import { describe, expect, it } from "vitest";
import { loggedPath } from "./logged-path";

describe("the logged path", () => {
  it("hides a manage link's token, page or data request", () => {
    const token = "A".repeat(43);
    expect(loggedPath(`/booking/${token}`)).toBe("/booking/…");
    expect(loggedPath(`/booking/${token}.data`)).toBe("/booking/….data");
    expect(loggedPath("/booking/whatever-was-typed")).toBe("/booking/…");
  });

  it("leaves every other path as it is", () => {
    expect(loggedPath("/book-call.data")).toBe("/book-call.data");
    expect(loggedPath("/admin/time-slots")).toBe("/admin/time-slots");
  });
});
