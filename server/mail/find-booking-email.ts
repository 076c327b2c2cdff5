import { agencyFooter, htmlDocument, type MailSettings, oneLine, whenText } from "./booking-emails";
import { escapeHtml } from "./escape-html";
import type { QueuedEmail } from "./outbox";

// "Find my booking"'s answer: one message listing the pages of the address's upcoming calls. Each page
// opens with the booking's second link (server/booking/reissued-link.ts); the first stays valid too.

export const BOOKING_LINKS_KIND = "booking_links";

export interface LinkedCall {
  slotDate: string;
  slotTime: string;
  /** The zone the booker saw the times in: the call's time is written in it too, as in every e-mail. */
  bookerZone?: string | null;
  /** The booking's own page. */
  manageUrl: string;
}

export const OPEN_CALL_LABEL = "Open this call";

export function bookingLinksEmail(
  { to, name, calls }: { to: string; name: string; calls: LinkedCall[] },
  settings: MailSettings,
): QueuedEmail {
  const listed = calls.map((call) => ({ when: whenText(call, settings).full, url: call.manageUrl }));
  const one = listed.length === 1;
  const intro = one
    ? `Here is the link to your upcoming strategy call with ${settings.agencyName}, as you asked. Open it to see the call, move it or cancel it.`
    : `Here are the links to your ${listed.length} upcoming strategy calls with ${settings.agencyName}, as you asked. Open one to see the call, move it or cancel it.`;
  const notYou = "If you did not ask for this, you can ignore this e-mail: nothing has changed.";
  const footer = agencyFooter(settings);
  const rows = listed
    .map(
      (call) =>
        `<tr><td style="padding:6px 16px 6px 0;vertical-align:middle">${escapeHtml(call.when)}</td><td style="padding:6px 0"><a href="${escapeHtml(call.url)}" style="display:inline-block;padding:8px 14px;border-radius:6px;background:#1a1a1a;color:#ffffff;text-decoration:none;font-weight:600">${OPEN_CALL_LABEL}</a></td></tr>`,
    )
    .join("");
  return {
    kind: BOOKING_LINKS_KIND,
    recipient: to,
    message: {
      from: settings.from,
      replyTo: settings.replyTo,
      to,
      subject: oneLine(
        one
          ? `Your strategy call with ${settings.agencyName}: ${listed[0]?.when}`
          : `Your ${listed.length} upcoming strategy calls with ${settings.agencyName}`,
      ),
      text: [
        `Hi ${name},`,
        "",
        intro,
        "",
        ...listed.flatMap((call) => [call.when, `${OPEN_CALL_LABEL}: ${call.url}`, ""]),
        notYou,
        "",
        footer,
        "",
      ].join("\n"),
      html: htmlDocument(
        one ? "Your upcoming call" : "Your upcoming calls",
        [`Hi ${name},`, intro],
        rows,
        `${notYou} ${footer}`,
      ),
    },
  };
}
