import type { BookingPlace, MeetingChoice, MeetingKind } from "./meeting-place";

// The words that describe a place to meet, the same on every page, e-mail and calendar event.

/** The Settings card's options. */
export const meetingKindWords: Record<MeetingKind, { title: string; detail: string }> = {
  jitsi: {
    title: "A Jitsi Meet room for each call",
    detail: "Each booking gets its own video room with an unguessable address. Nobody needs an account.",
  },
  video: {
    title: "My video link",
    detail: "Your Zoom personal room, Google Meet or Teams link: the same link for every call.",
  },
  phone: {
    title: "A phone call",
    detail: "You call the customer: the booking form asks for their phone number.",
  },
  address: {
    title: "In person, at an address",
    detail: "Customers come to the address you give.",
  },
};

const knownServices: [RegExp, string][] = [
  [/(^|\.)zoom\.(us|com)$/, "Zoom"],
  [/^meet\.google\.com$/, "Google Meet"],
  [/^teams\.(microsoft|live)\.com$/, "Microsoft Teams"],
  [/^meet\.jit\.si$/, "Jitsi Meet"],
  [/(^|\.)whereby\.com$/, "Whereby"],
  [/(^|\.)webex\.com$/, "Webex"],
];

/** The service a video link opens, by its host: 'Zoom', 'Google Meet', … or the host itself. */
export function videoServiceOf(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return "video link";
  }
  return knownServices.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}

/** The video service of a Jitsi room or of the owner's own link. */
function serviceOfPlace(place: BookingPlace): string {
  return place.kind === "jitsi" ? "Jitsi Meet" : videoServiceOf(place.url ?? "");
}

/** The place in a few words: 'Video call on Zoom', 'Phone call', 'In person'; 'Online' before places. */
export function placeTitle(place: BookingPlace | null): string {
  if (!place) return "Online";
  if (place.kind === "phone") return "Phone call";
  if (place.kind === "address") return "In person";
  return `Video call on ${serviceOfPlace(place)}`;
}

export interface PlaceNames {
  agencyName: string;
  customerName: string;
  customerPhone?: string | null;
}

/** Words ending a sentence: its full stop, unless they already end with one ('N.L.', not 'N.L..'). */
export function endSentence(words: string): string {
  return /[.!?]$/.test(words) ? words : `${words}.`;
}

/** Who does what, for the customer ('we call you') or the agency ('call Ada'). */
export function placeSentence(
  place: BookingPlace | null,
  audience: "customer" | "owner",
  names: PlaceNames,
): string {
  const customer = audience === "customer";
  if (!place)
    return customer ? "The call is online." : "The call is online (booked before calls had a place).";
  const phone = names.customerPhone?.trim();
  switch (place.kind) {
    case "phone":
      return customer
        ? `${names.agencyName} will call you${phone ? ` at ${phone}` : ""}.`
        : endSentence(`You call ${names.customerName}${phone ? ` at ${phone}` : ""}`);
    case "address":
      return endSentence(
        customer
          ? `Meet ${names.agencyName} at ${place.label}`
          : `You meet ${names.customerName} at ${place.label}`,
      );
    default:
      return customer
        ? `Join the video call on ${serviceOfPlace(place)} from its link at the time of the call.`
        : `The call is on ${serviceOfPlace(place)}: join from its link.`;
  }
}

/** A map search for an address (OpenStreetMap: no account, no tracking script). */
export function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/** The link a place offers: the video call to join, or the address on a map. */
export function placeLink(place: BookingPlace | null): { label: string; url: string } | undefined {
  if (!place) return undefined;
  if (place.url) return { label: "Join the video call", url: place.url };
  if (place.kind === "address" && place.label)
    return { label: "Open in a map", url: mapSearchUrl(place.label) };
  return undefined;
}

/** What a visitor is told before booking: how the call happens, never where (a booking's secret). */
export function callManner(kind: MeetingKind): string {
  switch (kind) {
    case "phone":
      return "The call is a phone call: we call you, so your phone number is required.";
    case "address":
      return "The call is in person: your confirmation gives the address.";
    default:
      return "The call is a video call: your confirmation gives the link to join.";
  }
}

/** The owner's choice in one line, for the Settings card: 'A Jitsi Meet room for each call'. */
export function choiceWords(choice: MeetingChoice): string {
  if (choice.kind === "video") return `${videoServiceOf(choice.url)}: ${choice.url}`;
  if (choice.kind === "address") return `In person at ${choice.address}`;
  return meetingKindWords[choice.kind].title;
}
