import { describe, expect, it } from "vitest";
import type { BookingPlace } from "./meeting-place";
import { callManner, placeLink, placeSentence, placeTitle, videoServiceOf } from "./meeting-place-words";

const names = { agencyName: "DVAT", customerName: "Ada", customerPhone: "+1 555 0100" };
const jitsi: BookingPlace = { kind: "jitsi", label: "https://meet.jit.si/x", url: "https://meet.jit.si/x" };
const zoom: BookingPlace = {
  kind: "video",
  label: "https://us02web.zoom.us/j/1",
  url: "https://us02web.zoom.us/j/1",
};
const phone: BookingPlace = { kind: "phone", label: "Phone call to +1 555 0100" };
const office: BookingPlace = { kind: "address", label: "1 Main St, Monterrey" };

describe("the words for a place to meet", () => {
  it.each([
    ["https://us02web.zoom.us/j/123", "Zoom"],
    ["https://meet.google.com/abc-defg-hij", "Google Meet"],
    ["https://teams.microsoft.com/l/meetup-join/x", "Microsoft Teams"],
    ["https://video.agency.example/room", "video.agency.example"],
    ["not a link", "video link"],
  ])("name the service of %s: %s", (url, service) => expect(videoServiceOf(url)).toBe(service));

  it("title each kind, and a booking from before places 'Online'", () => {
    expect([jitsi, zoom, phone, office, null].map(placeTitle)).toEqual([
      "Video call on Jitsi Meet",
      "Video call on Zoom",
      "Phone call",
      "In person",
      "Online",
    ]);
  });

  it("say who calls whom: the agency calls the customer", () => {
    expect(placeSentence(phone, "customer", names)).toBe("DVAT will call you at +1 555 0100.");
    expect(placeSentence(phone, "owner", names)).toBe("You call Ada at +1 555 0100.");
    expect(placeSentence(office, "customer", names)).toBe("Meet DVAT at 1 Main St, Monterrey.");
    // An address that ends with its own full stop gets no second one.
    const ending = { ...office, label: "Av. Constitución 123, Monterrey, N.L." };
    expect(placeSentence(ending, "customer", names)).toBe(
      "Meet DVAT at Av. Constitución 123, Monterrey, N.L.",
    );
    expect(placeSentence(ending, "owner", names)).toBe(
      "You meet Ada at Av. Constitución 123, Monterrey, N.L.",
    );
    expect(placeSentence(zoom, "customer", names)).toContain("video call on Zoom");
  });

  it("link a video call to join it and an address to a map search, a phone call to nothing", () => {
    expect(placeLink(zoom)).toEqual({ label: "Join the video call", url: zoom.url });
    const map = new URL(placeLink(office)?.url ?? "");
    expect(map.hostname).toBe("www.openstreetmap.org");
    expect(map.searchParams.get("query")).toBe("1 Main St, Monterrey");
    expect(placeLink(phone)).toBeUndefined();
  });

  it("tell a visitor before booking how the call happens and why a phone call needs the number", () => {
    expect(callManner("phone")).toBe(
      "The call is a phone call: we call you, so your phone number is required.",
    );
    expect(callManner("jitsi")).toContain("video call");
    expect(callManner("address")).toContain("in person");
  });
});
