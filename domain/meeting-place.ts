import { DEFAULT_MEETING_KIND, type MeetingKind, meetingKinds } from "./meeting-kinds";
import { z } from "./zod";

// Where calls happen: the owner's choice (one schema for the Settings card and its action) and the
// place each booking was given when it was made (docs/decisions/036-a-place-to-meet.md).

export { type MeetingKind, meetingKinds };

/** The owner's choice: a Jitsi room per booking, their own video link, a phone call, or an address. */
export type MeetingChoice =
  | { kind: "jitsi" }
  | { kind: "video"; url: string }
  | { kind: "phone" }
  | { kind: "address"; address: string };

export const DEFAULT_MEETING_CHOICE: MeetingChoice = { kind: DEFAULT_MEETING_KIND };

export const MAX_VIDEO_URL_LENGTH = 500;
export const MAX_ADDRESS_LENGTH = 200;
const MIN_ADDRESS_LENGTH = 5;

export const meetingPlaceMessages = {
  kind: "Choose how calls happen: a Jitsi room, your video link, a phone call or an address",
  videoEmpty: "Paste your video link, such as https://zoom.us/j/1234567890",
  videoTooLong: `The video link is too long (at most ${MAX_VIDEO_URL_LENGTH} characters)`,
  videoNotLink:
    "This is not a web address. Paste the whole link, such as https://meet.google.com/abc-defg-hij",
  videoHttps: "The video link must start with https://, so customers join over a secure connection",
  videoCredentials: "The video link must not contain a user name or password",
  addressShort: `Write the whole address (at least ${MIN_ADDRESS_LENGTH} characters), such as 1 Main St, Monterrey`,
  addressTooLong: `The address is too long (at most ${MAX_ADDRESS_LENGTH} characters)`,
  addressCharacters: "Write the address on one line, with commas between its parts",
};

/** The https link the owner pasted, or the reason it cannot be a video link. */
export function videoLinkOf(typed: string): { ok: true; url: string } | { ok: false; message: string } {
  const text = typed.trim();
  if (text === "") return { ok: false, message: meetingPlaceMessages.videoEmpty };
  if (text.length > MAX_VIDEO_URL_LENGTH) return { ok: false, message: meetingPlaceMessages.videoTooLong };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: meetingPlaceMessages.videoNotLink };
  }
  if (url.protocol !== "https:") return { ok: false, message: meetingPlaceMessages.videoHttps };
  if (url.username || url.password) return { ok: false, message: meetingPlaceMessages.videoCredentials };
  if (!url.hostname.includes(".")) return { ok: false, message: meetingPlaceMessages.videoNotLink };
  return { ok: true, url: url.href };
}

/** The address as written, or the reason it cannot be one. */
export function addressOf(typed: string): { ok: true; address: string } | { ok: false; message: string } {
  const text = typed.trim();
  if (/\p{Cc}/u.test(text)) return { ok: false, message: meetingPlaceMessages.addressCharacters };
  if (text.length < MIN_ADDRESS_LENGTH) return { ok: false, message: meetingPlaceMessages.addressShort };
  if (text.length > MAX_ADDRESS_LENGTH) return { ok: false, message: meetingPlaceMessages.addressTooLong };
  return { ok: true, address: text };
}

/** The Settings form: the kind, and the link or the address when the kind needs one (the other is ignored). */
export const meetingPlaceSchema = z
  .object({
    intent: z.literal("save-meeting-place"),
    kind: z.enum(meetingKinds, { error: meetingPlaceMessages.kind }),
    video_url: z.string().optional(),
    address: z.string().optional(),
  })
  .transform((form, context): MeetingChoice => {
    if (form.kind === "video") {
      const link = videoLinkOf(form.video_url ?? "");
      if (link.ok) return { kind: "video", url: link.url };
      context.addIssue({ code: "custom", path: ["video_url"], message: link.message });
      return z.NEVER;
    }
    if (form.kind === "address") {
      const place = addressOf(form.address ?? "");
      if (place.ok) return { kind: "address", address: place.address };
      context.addIssue({ code: "custom", path: ["address"], message: place.message });
      return z.NEVER;
    }
    return { kind: form.kind };
  });

export type MeetingPlaceField = "kind" | "video_url" | "address";

/** What the Settings card shows: the choice in force, and whether it is the fresh install's. */
export interface MeetingPlaceView {
  choice: MeetingChoice;
  chosen: boolean;
}

/**
 * The place a booking was given, as every message and calendar states it. `label` is one line for a
 * calendar's LOCATION and an e-mail's row (the link itself, the number, the address); `url` is the link
 * to join, for a video call only.
 */
export interface BookingPlace {
  kind: MeetingKind;
  label: string;
  url?: string;
}

/** What the bookings table keeps of the place (place_kind, place_detail), with the booker's phone. */
export interface BookingPlaceColumns {
  placeKind: MeetingKind | null;
  placeDetail: string | null;
  customerPhone?: string | null;
}

/**
 * The booking's place to meet: its link, its number or its address. Null only for a booking made
 * before calls had a place (its e-mails said "Online").
 */
export function placeOfBooking(booking: BookingPlaceColumns): BookingPlace | null {
  const { placeKind: kind, placeDetail: detail } = booking;
  if (!kind) return null;
  if (kind === "phone") {
    const phone = booking.customerPhone?.trim();
    return { kind, label: phone ? `Phone call to ${phone}` : "Phone call" };
  }
  if (kind === "address") return { kind, label: detail ?? "" };
  return detail ? { kind, label: detail, url: detail } : { kind, label: "Video call" };
}
