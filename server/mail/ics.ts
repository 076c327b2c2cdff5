import { utcStamp } from "../../domain/calendar-link";

// A calendar invitation (RFC 5545): times in UTC, CRLF line ends, long lines folded at 75 octets.

export interface Invitation {
  uid: string;
  start: Date;
  end: Date;
  stamp: Date;
  title: string;
  description: string;
  location: string;
  /** The link to join (a video call): calendars show it beside the location. */
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  productName: string;
  /** REQUEST places or moves the call in the calendar; CANCEL removes it (same UID). */
  method?: InvitationMethod;
  /** Raised with every change, so calendars apply the newest message and ignore older ones. */
  sequence?: number;
}

export type InvitationMethod = "REQUEST" | "CANCEL";
export const INVITATION_METHOD: InvitationMethod = "REQUEST";

/** TEXT values: backslash, semicolon, comma and line breaks escaped. */
function text(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** A parameter value (CN=...): quoted, with what a quoted value may not hold removed. */
function parameter(value: string): string {
  return `"${value.replace(/["\\]/g, "").replace(/\p{Cc}/gu, " ")}"`;
}

function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const pieces: string[] = [];
  let current = "";
  let size = 0;
  for (const character of line) {
    const length = Buffer.byteLength(character, "utf8");
    const limit = pieces.length === 0 ? 75 : 74;
    if (size + length > limit) {
      pieces.push(current);
      current = "";
      size = 0;
    }
    current += character;
    size += length;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

export function invitationIcs(invitation: Invitation): string {
  const method = invitation.method ?? INVITATION_METHOD;
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:-//${text(invitation.productName)}//Strategy call booking//EN`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${text(invitation.uid)}`,
    `DTSTAMP:${utcStamp(invitation.stamp)}`,
    `DTSTART:${utcStamp(invitation.start)}`,
    `DTEND:${utcStamp(invitation.end)}`,
    `SUMMARY:${text(invitation.title)}`,
    `DESCRIPTION:${text(invitation.description)}`,
    `LOCATION:${text(invitation.location)}`,
    ...(invitation.url ? [`URL:${invitation.url}`] : []),
    `ORGANIZER;CN=${parameter(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
    `ATTENDEE;CN=${parameter(invitation.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${invitation.attendee.email}`,
    `STATUS:${method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    `SEQUENCE:${invitation.sequence ?? 0}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
