import { bookingScreenPath } from "../../domain/bookings-list";
import { strategyCallEvent } from "../../domain/calendar-link";
import { type CallTimeWords, callTimeWords } from "../../domain/call-time";
import { describeLeadAnswers, type LeadAnswers } from "../../domain/lead-answers";
import type { BookingPlace } from "../../domain/meeting-place";
import { placeLink, placeSentence, placeTitle } from "../../domain/meeting-place-words";
import { agencyTimeLabel } from "../../domain/viewing-zones";
import { escapeHtml } from "./escape-html";
import { INVITATION_METHOD, type InvitationMethod, invitationIcs } from "./ics";
import type { OutboxMessage, QueuedEmail } from "./outbox";

// The e-mails a booking sends: a confirmation with a calendar invitation to the visitor, and a
// notice to each of the agency's recipients (owner-notices.ts). Rendered completely when the booking
// is made and stored in the outbox, so a later change of code or settings cannot alter what was promised.

export interface MailSettings {
  from: string;
  /** Where a customer's reply reaches the agency (CONTACT_EMAIL, else ADMIN_NOTIFY_EMAIL); none: the From. */
  replyTo?: string;
  adminNotifyEmail?: string;
  agencyName: string;
  agencyZone: string;
  contact: { email?: string; phone?: string };
}

export interface BookedCall {
  bookingId: string;
  slotDate: string;
  slotTime: string;
  customerName: string;
  customerEmail: string;
  customerPhone?: string;
  notes?: string;
  bookedAt: Date;
  /** The zone the booker saw the times in: the e-mails give the call's time in it too. */
  bookerZone?: string | null;
  /** The booking's own page (cancel, reschedule); absent for bookings made before it existed. */
  manageUrl?: string;
  /** The booking's screen in the admin area, for the agency's notices (absent without a site address). */
  adminUrl?: string;
  /** The qualifying questions' answers, for the agency's notice. */
  leadAnswers?: LeadAnswers | null;
  /** Where the visit came from, in one line (describeVisitSource), for the agency's notice. */
  source?: string;
  /** Where the call happens (placeOfBooking); null for a booking made before calls had a place. */
  place?: BookingPlace | null;
}

/**
 * Who at the agency a notice goes to when the caller does not say: ADMIN_NOTIFY_EMAIL alone. Flows
 * pass `ownerRecipients` (owner-notices.ts), which also reaches every admin and obeys the switch.
 */
export function notifyAddressOnly(settings: Pick<MailSettings, "adminNotifyEmail">): readonly string[] {
  return settings.adminNotifyEmail ? [settings.adminNotifyEmail] : [];
}

/** The address in 'Name <address>' or a bare address. */
export function addressOf(mailbox: string): string {
  return /<([^>]+)>/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();
}

/** Header-safe: one line, no runs of blanks. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** The call's time in the agency's zone and the booker's (domain/call-time.ts). */
export function whenText(
  call: Pick<BookedCall, "slotDate" | "slotTime" | "bookerZone">,
  settings: MailSettings,
): CallTimeWords & { zoneNote: string } {
  return {
    ...callTimeWords(call, settings.agencyZone, call.bookerZone),
    zoneNote: agencyTimeLabel(settings.agencyZone, call.slotDate),
  };
}

/** Who does what ('DVAT will call you at …', 'You call Ada at …'), for the customer or the agency. */
export function placeParagraph(
  call: Pick<BookedCall, "place" | "customerName" | "customerPhone">,
  settings: MailSettings,
  audience: "customer" | "owner",
): string {
  return placeSentence(call.place ?? null, audience, {
    agencyName: settings.agencyName,
    customerName: call.customerName,
    customerPhone: call.customerPhone,
  });
}

/** The rows that say where: the kind of call, and its link to join or its address with a map. */
export function placeRows(place: BookingPlace | null | undefined): DetailRow[] {
  const link = placeLink(place ?? null);
  return [
    ["Where", placeTitle(place ?? null)],
    ["Address", place?.kind === "address" ? place.label : undefined],
    [place?.url ? "Join" : "Map", link],
  ];
}

/** The rows that say when: the agency's date and hours, and the booker's (`theirsLabel`) when they differ. */
export function whenRows(when: CallTimeWords, theirsLabel: string): DetailRow[] {
  return [
    ["Date", when.date],
    ["Time", when.time],
    [theirsLabel, when.theirs],
  ];
}

/** A row of an e-mail's details: its label, and its words or a link (absent: no row). */
export type DetailRow = [string, string | MailLink | undefined];

function cellHtml(value: string | MailLink) {
  return typeof value === "string"
    ? escapeHtml(value)
    : `<a href="${escapeHtml(value.url)}">${escapeHtml(value.label)}</a>`;
}

export function detailRows(rows: DetailRow[]) {
  const present = rows.filter((row): row is [string, string | MailLink] => Boolean(row[1]));
  return {
    text: present
      .map(([label, value]) => `${label}: ${typeof value === "string" ? value : value.url}`)
      .join("\n"),
    html: present
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:4px 16px 4px 0;color:#555;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap;overflow-wrap:anywhere;word-break:break-word">${cellHtml(value)}</td></tr>`,
      )
      .join(""),
  };
}

/**
 * A link in an e-mail: a button with a short label in the HTML part, the label and then the address
 * on a line of its own in the text part. A long address shown as text would make a phone's mail app
 * lay the whole message out wider than the screen.
 */
export interface MailLink {
  label: string;
  url: string;
}

const BUTTON_STYLE =
  "display:inline-block;padding:12px 20px;border-radius:6px;background:#1a1a1a;color:#ffffff;font-weight:600;text-decoration:none";

export function linkButton(link: MailLink): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" style="${BUTTON_STYLE}">${escapeHtml(link.label)}</a></p>`;
}

/** The text part's form of a link: its label, then its address alone on the next line. */
export function linkLines(link: MailLink): string[] {
  return [link.label, link.url];
}

export function htmlDocument(
  heading: string,
  paragraphs: string[],
  table: string,
  footer: string,
  link?: MailLink,
) {
  return [
    '<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head>',
    '<body style="margin:0;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;padding:16px">',
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<table style="border-collapse:collapse;margin:16px 0">${table}</table>`,
    link ? linkButton(link) : "",
    `<p style="color:#555">${escapeHtml(footer)}</p>`,
    "</div></body></html>",
  ].join("");
}

export const MANAGE_LABEL = "Manage your booking";
const ADMIN_LINK_LABEL = "Open the booking in the admin area";

/** The agency's notices link to the booking's screen when the site's address is known. */
export function adminLink(call: Pick<BookedCall, "adminUrl">): MailLink | undefined {
  return call.adminUrl ? { label: ADMIN_LINK_LABEL, url: call.adminUrl } : undefined;
}

/** The booking's screen at `base` (PUBLIC_URL, or the origin the request came to). */
export function bookingAdminUrl(base: string, bookingId: string) {
  return `${base}${bookingScreenPath(bookingId)}`;
}

export function agencyFooter(settings: MailSettings) {
  const contact = [settings.contact.email, settings.contact.phone].filter(Boolean).join(" · ");
  return `${settings.agencyName}${contact ? ` · ${contact}` : ""}`;
}

function confirmation(call: BookedCall, settings: MailSettings): OutboxMessage {
  const when = whenText(call, settings);
  const details = detailRows([
    ...whenRows(when, "Your time"),
    ["Duration", "1 hour"],
    ...placeRows(call.place),
    ["Name", call.customerName],
    ["Email", call.customerEmail],
    ["Phone", call.customerPhone],
    ["Notes", call.notes],
  ]);
  const intro = `Your free strategy call with ${settings.agencyName} is confirmed for ${when.full}. ${placeParagraph(call, settings, "customer")}`;
  const calendar = `The attached invitation adds the call to your calendar.${call.manageUrl ? " You can cancel or move it from your booking's page." : ""}`;
  const footer = agencyFooter(settings);
  const manage = call.manageUrl ? { label: MANAGE_LABEL, url: call.manageUrl } : undefined;
  return {
    from: settings.from,
    replyTo: settings.replyTo,
    to: call.customerEmail,
    subject: oneLine(`Your strategy call with ${settings.agencyName} is confirmed: ${when.full}`),
    text: [
      `Hi ${call.customerName},`,
      "",
      intro,
      "",
      details.text,
      "",
      calendar,
      "",
      ...(manage ? [...linkLines(manage), ""] : []),
      "See you soon,",
      footer,
      "",
    ].join("\n"),
    html: htmlDocument(
      "Booking Confirmed!",
      [`Hi ${call.customerName},`, intro, calendar],
      details.html,
      `See you soon, ${footer}`,
      manage,
    ),
    icalEvent: callInvitation(call, settings, {
      method: INVITATION_METHOD,
      sequence: 0,
      stamp: call.bookedAt,
    }),
  };
}

/** The call as a calendar message: the booking's id is its UID, so later messages update the same event. */
export function callInvitation(
  call: Pick<BookedCall, "bookingId" | "slotDate" | "slotTime" | "customerName" | "customerEmail" | "place">,
  settings: MailSettings,
  { method, sequence, stamp }: { method: InvitationMethod; sequence: number; stamp: Date },
): NonNullable<OutboxMessage["icalEvent"]> {
  const event = strategyCallEvent(call, settings, call.place ?? null);
  return {
    method,
    filename: "strategy-call.ics",
    content: invitationIcs({
      uid: call.bookingId,
      start: event.start,
      end: event.end,
      stamp,
      title: event.title,
      description: event.details,
      location: event.location,
      url: event.url,
      // A calendar app's answer (accept, decline) goes to the organizer: where replies reach the agency.
      organizer: { name: settings.agencyName, email: settings.replyTo ?? addressOf(settings.from) },
      attendee: { name: call.customerName, email: call.customerEmail },
      productName: settings.agencyName,
      method,
      sequence,
    }),
  };
}

function adminNotice(call: BookedCall, settings: MailSettings, to: string): OutboxMessage {
  const when = whenText(call, settings);
  const details = detailRows([
    ...whenRows(when, "Customer's time"),
    ...placeRows(call.place),
    ["Name", call.customerName],
    ["Email", call.customerEmail],
    ["Phone", call.customerPhone],
    ["Notes", call.notes],
    ...describeLeadAnswers(call.leadAnswers).map(({ question, answer }): [string, string] => [
      question,
      answer,
    ]),
    ["Source", call.source],
    ["Booking", call.bookingId],
  ]);
  const intro = `${call.customerName} booked a strategy call for ${when.full}. ${placeParagraph(call, settings, "owner")}`;
  const open = adminLink(call);
  return {
    from: settings.from,
    to,
    replyTo: call.customerEmail,
    subject: oneLine(`New booking: ${call.customerName}, ${when.date}, ${when.time}`),
    text: [intro, "", details.text, "", ...(open ? [...linkLines(open), ""] : [])].join("\n"),
    html: htmlDocument("New booking", [intro], details.html, settings.agencyName, open),
  };
}

/** The confirmation, and a notice to each of `owners` (default: ADMIN_NOTIFY_EMAIL alone). */
export function bookingEmails(
  call: BookedCall,
  settings: MailSettings,
  owners: readonly string[] = notifyAddressOnly(settings),
): QueuedEmail[] {
  return [
    { kind: "booking_confirmation", recipient: call.customerEmail, message: confirmation(call, settings) },
    ...owners.map((owner) => ({
      kind: "booking_admin_notice",
      recipient: owner,
      message: adminNotice(call, settings, owner),
    })),
  ];
}
