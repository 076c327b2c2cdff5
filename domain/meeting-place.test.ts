import { describe, expect, it } from "vitest";
import { meetingPlaceMessages, meetingPlaceSchema, placeOfBooking } from "./meeting-place";

// The owner's choice of a place to meet (one schema for the Settings card and its action), and the
// place a booking keeps.

const save = (fields: Record<string, string>) =>
  meetingPlaceSchema.safeParse({ intent: "save-meeting-place", ...fields });
const errorOf = (fields: Record<string, string>, field: string) => {
  const parsed = save(fields);
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe("the owner's choice of a place to meet", () => {
  it("takes each kind, keeping only the link or the address the kind needs", () => {
    expect(save({ kind: "jitsi", video_url: "https://zoom.us/j/1", address: "x" }).data).toEqual({
      kind: "jitsi",
    });
    expect(save({ kind: "phone" }).data).toEqual({ kind: "phone" });
    expect(save({ kind: "video", video_url: "  https://zoom.us/j/123?pwd=ab  " }).data).toEqual({
      kind: "video",
      url: "https://zoom.us/j/123?pwd=ab",
    });
    expect(save({ kind: "address", address: " 1 Main St, Monterrey " }).data).toEqual({
      kind: "address",
      address: "1 Main St, Monterrey",
    });
  });

  it.each([
    ["", meetingPlaceMessages.videoEmpty],
    ["zoom.us/j/123", meetingPlaceMessages.videoNotLink],
    ["http://zoom.us/j/123", meetingPlaceMessages.videoHttps],
    ["javascript:alert(1)", meetingPlaceMessages.videoHttps],
    ["https://owner:secret@zoom.us/j/1", meetingPlaceMessages.videoCredentials],
    ["https://localhost/room", meetingPlaceMessages.videoNotLink],
    [`https://zoom.us/j/${"1".repeat(500)}`, meetingPlaceMessages.videoTooLong],
  ])("refuses the video link %j with a reason under its field", (video_url, message) => {
    expect(errorOf({ kind: "video", video_url }, "video_url")).toBe(message);
  });

  it.each([
    ["", meetingPlaceMessages.addressShort],
    ["Here", meetingPlaceMessages.addressShort],
    ["1 Main St\nMonterrey", meetingPlaceMessages.addressCharacters],
    ["x".repeat(201), meetingPlaceMessages.addressTooLong],
  ])("refuses the address %j with a reason under its field", (address, message) => {
    expect(errorOf({ kind: "address", address }, "address")).toBe(message);
  });

  it("refuses a kind it does not know", () => {
    expect(errorOf({ kind: "carrier-pigeon" }, "kind")).toBe(meetingPlaceMessages.kind);
  });
});

describe("a booking's place", () => {
  it("is the link to join for a video call, Jitsi or the owner's own", () => {
    const room = "https://meet.jit.si/StrategyCall-0123456789abcdef0123456789abcdef";
    expect(placeOfBooking({ placeKind: "jitsi", placeDetail: room })).toEqual({
      kind: "jitsi",
      label: room,
      url: room,
    });
    expect(
      placeOfBooking({ placeKind: "video", placeDetail: "https://meet.google.com/abc-defg-hij" }),
    ).toEqual({
      kind: "video",
      label: "https://meet.google.com/abc-defg-hij",
      url: "https://meet.google.com/abc-defg-hij",
    });
  });

  it("is the booker's number for a phone call, and the address in person, with no link", () => {
    expect(placeOfBooking({ placeKind: "phone", placeDetail: null, customerPhone: "+1 555 0100" })).toEqual({
      kind: "phone",
      label: "Phone call to +1 555 0100",
    });
    expect(placeOfBooking({ placeKind: "address", placeDetail: "1 Main St, Monterrey" })).toEqual({
      kind: "address",
      label: "1 Main St, Monterrey",
    });
  });

  it("is none for a booking made before calls had a place", () => {
    expect(placeOfBooking({ placeKind: null, placeDetail: null })).toBeNull();
  });
});
