import type { CalendarDate, WallTime } from "./agency-time";
import { wallClockToInstant } from "./agency-time";
import { SLOT_MINUTES } from "./hours-in-force";
import type { BookingPlace } from "./meeting-place";
import { placeSentence, placeTitle } from "./meeting-place-words";

// The call as a calendar event: one hour from the slot's start, in UTC so every calendar places it
// right whatever zone the visitor's calendar is set to, at the booking's place to meet. Nothing
// personal goes into it but the booker's own call details (the number the agency calls).

export interface CallEvent {
  start: Date;
  end: Date;
  title: string;
  details: string;
  location: string;
  /** The link to join, for a video call. */
  url?: string;
}

export function strategyCallEvent(
  slot: { slotDate: CalendarDate; slotTime: WallTime },
  { agencyZone, agencyName }: { agencyZone: string; agencyName: string },
  place: BookingPlace | null = null,
): CallEvent {
  const start = wallClockToInstant(slot.slotDate, slot.slotTime, agencyZone);
  const how = place
    ? [placeSentence(place, "customer", { agencyName, customerName: "" }), place.url].filter(Boolean)
    : ["We will send you the meeting details by e-mail."];
  return {
    start,
    end: new Date(start.getTime() + SLOT_MINUTES * 60_000),
    title: `Strategy Call with ${agencyName}`,
    details: [`Your free one-hour strategy call with ${agencyName}.`, ...how].join("\n"),
    location: place?.label || placeTitle(place),
    url: place?.url,
  };
}

/** '20250305T160000Z' */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function googleCalendarUrl(event: CallEvent): string {
  const query = [
    "action=TEMPLATE",
    `text=${encodeURIComponent(event.title)}`,
    `dates=${utcStamp(event.start)}/${utcStamp(event.end)}`,
    `details=${encodeURIComponent(event.details)}`,
    `location=${encodeURIComponent(event.location)}`,
  ].join("&");
  return `https://calendar.google.com/calendar/render?${query}`;
}
