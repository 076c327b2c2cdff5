import { describe, expect, it } from "vitest";
import { inEachMachineZone } from "../tests/support/machine-zone";
import { callTimeWords } from "./call-time";

// Monterrey keeps UTC-6 all year; Berlin moves to summer time on the last Sunday of March 2030 (the
// 31st) and back on the last Sunday of October (the 27th); Tokyo is 15 hours ahead, often a day later.
const monterrey = "America/Monterrey";
const call = (slotDate: string, slotTime = "10:00:00") => ({ slotDate, slotTime });

describe("a call's time in words", () => {
  it("gives weekday, date and hours in the agency's zone, and nothing more without a booker's zone", () => {
    expect(callTimeWords(call("2030-03-05"), monterrey)).toEqual({
      date: "Tuesday, March 5, 2030",
      time: "10:00–11:00 CST",
      theirs: undefined,
      full: "Tuesday, March 5, 2030, 10:00–11:00 CST",
    });
  });

  it("adds Berlin's hours with the label in force that day, on both sides of its clock changes", () => {
    inEachMachineZone(["Asia/Tokyo", "UTC", "America/Los_Angeles"], () => {
      const berlin = (slotDate: string) => callTimeWords(call(slotDate), monterrey, "Europe/Berlin").full;
      expect(berlin("2030-03-29")).toBe(
        "Friday, March 29, 2030, 10:00–11:00 CST (17:00–18:00 GMT+1 in Berlin)",
      );
      expect(berlin("2030-04-01")).toBe(
        "Monday, April 1, 2030, 10:00–11:00 CST (18:00–19:00 GMT+2 in Berlin)",
      );
      expect(berlin("2030-10-25")).toBe(
        "Friday, October 25, 2030, 10:00–11:00 CST (18:00–19:00 GMT+2 in Berlin)",
      );
      expect(berlin("2030-10-28")).toBe(
        "Monday, October 28, 2030, 10:00–11:00 CST (17:00–18:00 GMT+1 in Berlin)",
      );
    });
  });

  it("names Tokyo's own weekday and date when its clocks are already on the next day", () => {
    const tokyo = callTimeWords(call("2030-03-29"), monterrey, "Asia/Tokyo");
    expect(tokyo.theirs).toBe("Saturday, March 30, 2030, 01:00–02:00 GMT+9 in Tokyo");
    expect(tokyo.full).toBe(
      "Friday, March 29, 2030, 10:00–11:00 CST (Saturday, March 30, 2030, 01:00–02:00 GMT+9 in Tokyo)",
    );
  });

  it("says the booker's hours only when their clocks differ from the agency's", () => {
    // Chicago shows CST like Monterrey until the US changes its clocks (March 10, 2030).
    expect(callTimeWords(call("2030-03-05"), monterrey, "America/Chicago").theirs).toBeUndefined();
    expect(callTimeWords(call("2030-03-12"), monterrey, "America/Chicago").theirs).toBe(
      "11:00–12:00 CDT in Chicago",
    );
    expect(callTimeWords(call("2030-03-05"), monterrey, monterrey).theirs).toBeUndefined();
  });

  it("ignores a zone that is not a real one", () => {
    for (const zone of ["Mars/Olympus_Mons", "GMT+5", "", null, undefined])
      expect(callTimeWords(call("2030-03-05"), monterrey, zone).theirs).toBeUndefined();
  });

  it("ends the hour past midnight on the next day's clock", () => {
    expect(callTimeWords(call("2030-03-05", "23:00:00"), monterrey).time).toBe("23:00–00:00 CST");
  });
});
