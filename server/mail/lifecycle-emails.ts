import { wallClockToInstant } from "../../domain/agency-time";
import type { Canceller, Mover } from "../../domain/booking-status";
import {
  adminLink,
  agencyFooter,
  type BookedCall,
  callInvitation,
  type DetailRow,
  detailRows,
  htmlDocument,
  linkLines,
  MANAGE_LABEL,
  type MailLink,
  type MailSettings,
  notifyAddressOnly,
  oneLine,
  placeParagraph,
  placeRows,
  whenRows,
  whenText,
} from "./booking-emails";
import type { OutboxMessage, QueuedEmail } from "./outbox";

// What a booking's customer (and the agency's recipients, owner-notices.ts) is told after it was
// made: a cancellation, a move, a reminder. Rendered in the transaction of the change, like the
// confirmation, with the call's time in the agency's zone and the booker's.

export type CallOnRecord = Pick<
  BookedCall,
  | "bookingId"
  | "slotDate"
  | "slotTime"
  | "customerName"
  | "customerEmail"
  | "customerPhone"
  | "notes"
  | "bookerZone"
  | "place"
  | "adminUrl"
>;

interface Letter {
  to: string;
  replyTo?: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  rows: DetailRow[];
  link?: MailLink;
  footer: string;
}

function letter(settings: MailSettings, parts: Letter): OutboxMessage {
  const details = detailRows(parts.rows);
  return {
    from: settings.from,
    to: parts.to,
    // The agency's notices name the customer; the customer's letters, the agency.
    replyTo: parts.replyTo ?? settings.replyTo,
    subject: oneLine(parts.subject),
    text: [
      ...parts.paragraphs.flatMap((paragraph) => [paragraph, ""]),
      details.text,
      "",
      ...(parts.link ? [...linkLines(parts.link), ""] : []),
      parts.footer,
      "",
    ].join("\n"),
    html: htmlDocument(parts.heading, parts.paragraphs, details.html, parts.footer, parts.link),
  };
}

/** The prefix of every reminder's kind, so a change withdraws them all whatever hours they were for. */
export const REMINDER_KIND = "booking_reminder";

export interface Cancellation {
  call: CallOnRecord;
  /** The invitation's SEQUENCE after this change. */
  sequence: number;
  by: Canceller;
  reason?: string;
  at: Date;
  /** Where a new call can be booked. */
  bookAgainUrl: string;
}

/** What the customer and each of the agency's recipients are told of one change. */
interface ChangeLetters {
  customer: { kind: string; letter: Omit<Letter, "to" | "footer">; invitation: OutboxMessage["icalEvent"] };
  notice: { kind: string; letter: Omit<Letter, "to" | "replyTo" | "footer"> };
}

function changeEmails(
  call: CallOnRecord,
  settings: MailSettings,
  owners: readonly string[],
  { customer, notice }: ChangeLetters,
) {
  const emails: QueuedEmail[] = [
    {
      kind: customer.kind,
      recipient: call.customerEmail,
      message: {
        ...letter(settings, { ...customer.letter, to: call.customerEmail, footer: agencyFooter(settings) }),
        icalEvent: customer.invitation,
      },
    },
  ];
  for (const owner of owners)
    emails.push({
      kind: notice.kind,
      recipient: owner,
      message: letter(settings, {
        link: adminLink(call),
        ...notice.letter,
        to: owner,
        replyTo: call.customerEmail,
        footer: settings.agencyName,
      }),
    });
  return emails;
}

/** The customer's cancellation, and a notice to each of `owners` (default: ADMIN_NOTIFY_EMAIL alone). */
export function cancellationEmails(
  change: Cancellation,
  settings: MailSettings,
  owners: readonly string[] = notifyAddressOnly(settings),
): QueuedEmail[] {
  const { call } = change;
  const when = whenText(call, settings);
  const byOwner = change.by === "owner";
  const intro = byOwner
    ? `${settings.agencyName} has cancelled your strategy call on ${when.full}. We are sorry for the change of plans.`
    : `Your strategy call with ${settings.agencyName} on ${when.full} is cancelled, as you asked.`;
  const reasonRow: DetailRow = ["Reason", change.reason];
  const who = byOwner ? "You (the agency) cancelled" : `${call.customerName} cancelled`;
  return changeEmails(call, settings, owners, {
    customer: {
      kind: "booking_cancellation",
      letter: {
        subject: `Cancelled: your strategy call with ${settings.agencyName} on ${when.full}`,
        heading: "Your call is cancelled",
        paragraphs: [`Hi ${call.customerName},`, intro],
        rows: [...whenRows(when, "Your time"), reasonRow],
        link: { label: "Book another time", url: change.bookAgainUrl },
      },
      invitation: callInvitation(call, settings, {
        method: "CANCEL",
        sequence: change.sequence,
        stamp: change.at,
      }),
    },
    notice: {
      kind: "booking_cancellation_admin_notice",
      letter: {
        subject: `Cancelled by ${byOwner ? "the agency" : "the customer"}: ${call.customerName}, ${when.date}, ${when.time}`,
        heading: "Booking cancelled",
        paragraphs: [`${who} the strategy call on ${when.full}. The time is bookable again.`],
        rows: [
          ...whenRows(when, "Customer's time"),
          ["Name", call.customerName],
          ["Email", call.customerEmail],
          ["Cancelled by", byOwner ? "the agency" : "the customer"],
          reasonRow,
          ["Booking", call.bookingId],
        ],
      },
    },
  });
}

export interface Move {
  call: CallOnRecord;
  previous: { slotDate: string; slotTime: string };
  sequence: number;
  at: Date;
  manageUrl: string;
  /** Who moved it: the customer on their page (when not said), or the agency. */
  by?: Mover;
}

/** The customer's update, and a notice to each of `owners` (default: ADMIN_NOTIFY_EMAIL alone). */
export function rescheduleEmails(
  change: Move,
  settings: MailSettings,
  owners: readonly string[] = notifyAddressOnly(settings),
): QueuedEmail[] {
  const { call } = change;
  const when = whenText(call, settings);
  // The old time in the booker's zone too: "moved from" names its zones as the new time does.
  const before = whenText({ ...change.previous, bookerZone: call.bookerZone }, settings);
  const was: [string, string] = ["Was", before.full];
  const byOwner = change.by === "owner";
  return changeEmails(call, settings, owners, {
    customer: {
      kind: "booking_rescheduled",
      letter: {
        subject: `Moved: your strategy call with ${settings.agencyName} is now ${when.full}`,
        heading: "Your call has moved",
        paragraphs: [
          `Hi ${call.customerName},`,
          byOwner
            ? `${settings.agencyName} has moved your strategy call to ${when.full}. It was ${before.full}. We are sorry for the change of plans.`
            : `Your strategy call with ${settings.agencyName} has moved to ${when.full}. It was ${before.full}.`,
          `${placeParagraph(call, settings, "customer")} The attached invitation updates your calendar.`,
        ],
        rows: [...whenRows(when, "Your time"), was, ...placeRows(call.place)],
        link: { label: MANAGE_LABEL, url: change.manageUrl },
      },
      invitation: callInvitation(call, settings, {
        method: "REQUEST",
        sequence: change.sequence,
        stamp: change.at,
      }),
    },
    notice: {
      kind: "booking_rescheduled_admin_notice",
      letter: {
        subject: `Moved: ${call.customerName}, now ${when.date}, ${when.time}`,
        heading: "Booking moved",
        paragraphs: [
          `${byOwner ? `You (the agency) moved the strategy call with ${call.customerName}` : `${call.customerName} moved the strategy call`} from ${before.full} to ${when.full}.`,
          placeParagraph(call, settings, "owner"),
        ],
        rows: [
          ...whenRows(when, "Customer's time"),
          was,
          ...placeRows(call.place),
          ["Name", call.customerName],
          ["Email", call.customerEmail],
          ["Booking", call.bookingId],
        ],
      },
    },
  });
}

function ahead(hours: number) {
  if (hours === 24) return "tomorrow";
  if (hours === 1) return "in one hour";
  return hours % 24 === 0 ? `in ${hours / 24} days` : `in ${hours} hours`;
}

/**
 * A reminder `hours` before the call for each of `hours` whose moment is still ahead of `now`: due
 * then (the outbox's "not before"), and never sent once the call has started.
 */
export function reminderEmails(
  call: CallOnRecord,
  settings: MailSettings,
  { now, hours, manageUrl }: { now: Date; hours: number[]; manageUrl: string },
): QueuedEmail[] {
  const start = wallClockToInstant(call.slotDate, call.slotTime, settings.agencyZone);
  const when = whenText(call, settings);
  return hours
    .map((before) => ({ before, due: new Date(start.getTime() - before * 3_600_000) }))
    .filter(({ due }) => due.getTime() > now.getTime())
    .map(({ before, due }) => ({
      kind: `${REMINDER_KIND}_${before}h`,
      recipient: call.customerEmail,
      notBefore: due,
      notAfter: start,
      message: letter(settings, {
        to: call.customerEmail,
        subject: `Reminder: your strategy call with ${settings.agencyName} is ${ahead(before)}, ${when.full}`,
        heading: "See you soon",
        paragraphs: [
          `Hi ${call.customerName},`,
          `A reminder: your free strategy call with ${settings.agencyName} is ${ahead(before)}, on ${when.full}.`,
          placeParagraph(call, settings, "customer"),
        ],
        rows: [...whenRows(when, "Your time"), ["Duration", "1 hour"], ...placeRows(call.place)],
        link: { label: MANAGE_LABEL, url: manageUrl },
        footer: agencyFooter(settings),
      }),
    }));
}
