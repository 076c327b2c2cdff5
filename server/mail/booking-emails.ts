import { hoursAndMinutes } from "../../domain/agency-time";
import { strategyCallEvent } from "../../domain/calendar-link";
import { describeLeadAnswers, type LeadAnswers } from "../../domain/lead-answers";
import { agencyAbbreviationAt, longDate } from "../../domain/slot-display";
import { cityOf } from "../../domain/viewing-zones";
import { escapeHtml } from "./escape-html";
import { INVITATION_METHOD, type InvitationMethod, invitationIcs } from "./ics";
import type { OutboxMessage, QueuedEmail } from "./outbox";

// The e-mails a booking sends: a confirmation with a calendar invitation to the visitor, and a
// notice to the agency when ADMIN_NOTIFY_EMAIL is set. Rendered completely when the booking is made
// and stored in the outbox, so a later change of code or settings cannot alter what was promised.

export interface MailSettings {
  from: string;
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
  /** The booking's own page (cancel, reschedule); absent for bookings made before it existed. */
  manageUrl?: string;
  /** The qualifying questions' answers, for the agency's notice. */
  leadAnswers?: LeadAnswers | null;
  /** Where the visit came from, in one line (describeVisitSource), for the agency's notice. */
  source?: string;
}

/** The address in 'Name <address>' or a bare address. */
export function addressOf(mailbox: string): string {
  return /<([^>]+)>/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();
}

/** Header-safe: one line, no runs of blanks. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

export function whenText(call: Pick<BookedCall, "slotDate" | "slotTime">, settings: MailSettings) {
  const abbreviation = agencyAbbreviationAt(call.slotDate, call.slotTime, settings.agencyZone);
  return {
    date: longDate(call.slotDate),
    time: `${hoursAndMinutes(call.slotTime)} ${abbreviation}`,
    zoneNote: `${abbreviation} (${cityOf(settings.agencyZone)} time)`,
  };
}

export function detailRows(rows: [string, string | undefined][]) {
  const present = rows.filter((row): row is [string, string] => Boolean(row[1]));
  return {
    text: present.map(([label, value]) => `${label}: ${value}`).join("\n"),
    html: present
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:4px 16px 4px 0;color:#555;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join(""),
  };
}

/** A link in an e-mail: the address itself is shown, so it works in the text part too. */
export interface MailLink {
  label: string;
  url: string;
}

export function htmlDocument(
  heading: string,
  paragraphs: string[],
  table: string,
  footer: string,
  link?: MailLink,
) {
  return [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<table style="border-collapse:collapse;margin:16px 0">${table}</table>`,
    link
      ? `<p>${escapeHtml(link.label)}: <a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>`
      : "",
    `<p style="color:#555">${escapeHtml(footer)}</p>`,
    "</body></html>",
  ].join("");
}

export const MANAGE_LABEL = "To cancel or reschedule, open your booking";

export function agencyFooter(settings: MailSettings) {
  const contact = [settings.contact.email, settings.contact.phone].filter(Boolean).join(" · ");
  return `${settings.agencyName}${contact ? ` · ${contact}` : ""}`;
}

function confirmation(call: BookedCall, settings: MailSettings): OutboxMessage {
  const when = whenText(call, settings);
  const details = detailRows([
    ["Date", when.date],
    ["Time", when.time],
    ["Duration", "1 hour"],
    ["Location", "Online"],
    ["Name", call.customerName],
    ["Email", call.customerEmail],
    ["Phone", call.customerPhone],
    ["Notes", call.notes],
  ]);
  const intro = `Your free strategy call with ${settings.agencyName} is confirmed for ${when.date} at ${when.time}.`;
  const calendar = "The attached invitation adds the call to your calendar. Times are shown in";
  const footer = agencyFooter(settings);
  const manage = call.manageUrl ? { label: MANAGE_LABEL, url: call.manageUrl } : undefined;
  return {
    from: settings.from,
    to: call.customerEmail,
    subject: oneLine(
      `Your strategy call with ${settings.agencyName} is confirmed: ${when.date} at ${when.time}`,
    ),
    text: [
      `Hi ${call.customerName},`,
      "",
      intro,
      "",
      details.text,
      "",
      `${calendar} ${when.zoneNote}.`,
      "",
      ...(manage ? [`${manage.label}: ${manage.url}`, ""] : []),
      "See you soon,",
      footer,
      "",
    ].join("\n"),
    html: htmlDocument(
      "Booking Confirmed!",
      [`Hi ${call.customerName},`, intro],
      details.html,
      `${calendar} ${when.zoneNote}. See you soon, ${footer}`,
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
  call: Pick<BookedCall, "bookingId" | "slotDate" | "slotTime" | "customerName" | "customerEmail">,
  settings: MailSettings,
  { method, sequence, stamp }: { method: InvitationMethod; sequence: number; stamp: Date },
): NonNullable<OutboxMessage["icalEvent"]> {
  const event = strategyCallEvent(call, settings);
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
      organizer: { name: settings.agencyName, email: addressOf(settings.from) },
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
    ["Date", when.date],
    ["Time", when.time],
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
  const intro = `${call.customerName} booked a strategy call for ${when.date} at ${when.time}.`;
  return {
    from: settings.from,
    to,
    replyTo: call.customerEmail,
    subject: oneLine(`New booking: ${call.customerName}, ${when.date} at ${when.time}`),
    text: [intro, "", details.text, ""].join("\n"),
    html: htmlDocument("New booking", [intro], details.html, settings.agencyName),
  };
}

export function bookingEmails(call: BookedCall, settings: MailSettings): QueuedEmail[] {
  const emails: QueuedEmail[] = [
    { kind: "booking_confirmation", recipient: call.customerEmail, message: confirmation(call, settings) },
  ];
  if (settings.adminNotifyEmail) {
    emails.push({
      kind: "booking_admin_notice",
      recipient: settings.adminNotifyEmail,
      message: adminNotice(call, settings, settings.adminNotifyEmail),
    });
  }
  return emails;
}
