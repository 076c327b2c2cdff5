import { describe, expect, it } from "vitest";
import { inEachMachineZone } from "../tests/support/machine-zone";
import { googleCalendarUrl, strategyCallEvent } from "./calendar-link";
import type { BookingPlace } from "./meeting-place";

describe("the Add to Google Calendar link", () => {
  it("is a one-hour event in UTC, titled with the agency, located Online for a booking from before places", () => {
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

describe("the Add to Google Calendar link's place", () => {
  const agency = { agencyZone: "America/Monterrey", agencyName: "DVAT" };
  const slot = { slotDate: "2025-03-05", slotTime: "10:00:00" };
  const linkOf = (place: BookingPlace) => new URL(googleCalendarUrl(strategyCallEvent(slot, agency, place)));
  const room = "https://meet.jit.si/StrategyCall-0123456789abcdef0123456789abcdef";

  it.each<[string, BookingPlace]>([
    ["a Jitsi room", { kind: "jitsi", label: room, url: room }],
    [
      "the owner's video link",
      { kind: "video", label: "https://zoom.us/j/1?pwd=a&b", url: "https://zoom.us/j/1?pwd=a&b" },
    ],
  ])("is the link to join %s, in the location and the details", (_, place) => {
    const link = linkOf(place);
    expect(link.searchParams.get("location")).toBe(place.url);
    expect(link.searchParams.get("details")).toContain(place.url);
  });

  it("says who calls whom for a phone call", () => {
    const link = linkOf({ kind: "phone", label: "Phone call to +1 555 0100" });
    expect(link.searchParams.get("location")).toBe("Phone call to +1 555 0100");
    expect(link.searchParams.get("details")).toContain("DVAT will call you");
  });

  it("is the address for a call in person", () => {
    const link = linkOf({ kind: "address", label: "Av. Constitución 1, Monterrey; 2nd floor" });
    expect(link.searchParams.get("location")).toBe("Av. Constitución 1, Monterrey; 2nd floor");
  });
});
