import { describe, expect, it } from "vitest";
import { inEachMachineZone } from "../tests/support/machine-zone";
import { googleCalendarUrl, strategyCallEvent } from "./calendar-link";

describe("the Add to Google Calendar link", () => {
  it("is a one-hour event in UTC, titled with the agency, located Online", () => {
    inEachMachineZone(["Asia/Tokyo", "UTC"], () => {
      const event = strategyCallEvent(
        { slotDate: "2025-03-05", slotTime: "10:00:00" },
        { agencyZone: "America/Monterrey", agencyName: "DVAT" },
      );
      const url = new URL(googleCalendarUrl(event));
      expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
      expect(url.searchParams.get("action")).toBe("TEMPLATE");
      expect(url.searchParams.get("dates")).toBe("20250305T160000Z/20250305T170000Z");
      expect(url.searchParams.get("text")).toBe("Strategy Call with DVAT");
      expect(url.searchParams.get("location")).toBe("Online");
      expect(url.searchParams.get("details")).toContain("strategy call with DVAT");
    });
  });

  it("places the event right across a daylight-saving switch of the agency zone", () => {
    const event = strategyCallEvent(
      { slotDate: "2025-03-09", slotTime: "09:00:00" },
      { agencyZone: "America/New_York", agencyName: "Acme & Co" },
    );
    const url = googleCalendarUrl(event);
    expect(url).toContain("dates=20250309T130000Z/20250309T140000Z");
    expect(new URL(url).searchParams.get("text")).toBe("Strategy Call with Acme & Co");
  });
});
