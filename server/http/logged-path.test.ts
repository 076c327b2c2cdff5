import { describe, expect, it } from "vitest";
import { loggedPath } from "./logged-path";

const token = "Ab3_-x".repeat(7).slice(0, 43);

describe("the logged path", () => {
  it("hides a manage link's token, page or data request", () => {
    expect(loggedPath(`/booking/${token}`)).toBe("/booking/…");
    expect(loggedPath(`/booking/${token}.data`)).toBe("/booking/….data");
    expect(loggedPath("/booking/whatever-was-typed")).toBe("/booking/…");
  });

  it.each([
    `/booking/${token}/`,
    `/Booking/${token}`,
    `/BOOKING/${token}`,
    `/%62ooking/${token}`,
    `/%2562ooking/${token}`,
    `/booking%2F${token}`,
    `/booking%5c${token}`,
    `/booking\\${token}`,
    `//booking/${token}`,
    `///booking//${token}`,
    `/boo%09king/${token}`,
    `/booking/${token}/anything`,
    `/booking/${token}/anything/else`,
    `/booking/${token}%`,
    `/booking/${token}%E0%A4%A`,
    `/%E0/booking/${token}`,
    `/booking/./${token}`,
    `/x/../booking/${token}`,
    `http://agency.example/booking/${token}`,
  ])("hides the token in %s and its data request", (path) => {
    expect(loggedPath(path)).toBe("/booking/…");
    for (const data of [`${path}.data`, `${path}.DATA`, `${path}%2Edata`]) {
      expect(loggedPath(data)).toBe("/booking/….data");
      expect(loggedPath(data)).not.toContain(token);
    }
  });

  it("leaves every other path as it is", () => {
    expect(loggedPath("/book-call.data")).toBe("/book-call.data");
    expect(loggedPath("/admin/time-slots")).toBe("/admin/time-slots");
    expect(loggedPath("/admin/bookings.csv")).toBe("/admin/bookings.csv");
    expect(loggedPath("/projects/booking-assistant")).toBe("/projects/booking-assistant");
    expect(loggedPath("/%E0%A4%A")).toBe("/%E0%A4%A");
  });
});
