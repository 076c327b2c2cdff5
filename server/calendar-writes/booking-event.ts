import ICAL from "ical.js";
import { strategyCallEvent } from "../../domain/calendar-link";
import { describeLeadAnswers } from "../../domain/lead-answer-words";
import { placeOfBooking } from "../../domain/meeting-place";
import { placeSentence } from "../../domain/meeting-place-words";
import type { CalendarBooking } from "./calendar-bookings";

// A booking as an event in the owner's own calendar (written by CalDAV, or listed by the subscription
// address): the invitation's UID (the booking's id) and time in UTC, with who booked, what they
// answered, where to meet (LOCATION, and URL for a link) and the booking's admin page. No ORGANIZER or ATTENDEE: a CalDAV server would otherwise
// e-mail the customer an invitation of its own, beside the one the site sends.

export interface CalendarEventSettings {
  agencyName: string;
  agencyZone: string;
  /** The site's address for links (linkBaseOf), never a request's Host. */
  linkBase: string;
}

/** The booking's page in the admin area: the owner's way to open it (signing in), never the customer's link. */
export function adminBookingUrl(linkBase: string, bookingId: string) {
  return `${linkBase}/admin/bookings/${bookingId}`;
}

function description(booking: CalendarBooking, settings: CalendarEventSettings) {
  const place = placeSentence(placeOfBooking(booking), "owner", {
    agencyName: settings.agencyName,
    customerName: booking.customerName,
    customerPhone: booking.customerPhone,
  });
  const answers = describeLeadAnswers(booking.leadAnswers).map(
    ({ question, answer }) => `${question}: ${answer}`,
  );
  return [
    `Customer: ${booking.customerName}`,
    `Email: ${booking.customerEmail}`,
    ...(booking.customerPhone ? [`Phone: ${booking.customerPhone}`] : []),
    ...(booking.notes ? [`Notes: ${booking.notes}`] : []),
    ...answers,
    "",
    place,
    `The booking in the admin area: ${adminBookingUrl(settings.linkBase, booking.id)}`,
  ].join("\n");
}

export function bookingEvent(booking: CalendarBooking, settings: CalendarEventSettings, stamp: Date) {
  const call = strategyCallEvent(booking, settings, placeOfBooking(booking));
  const event = new ICAL.Component("vevent");
  event.addPropertyWithValue("uid", booking.id);
  event.addPropertyWithValue("dtstamp", ICAL.Time.fromJSDate(stamp, true));
  event.addPropertyWithValue("dtstart", ICAL.Time.fromJSDate(call.start, true));
  event.addPropertyWithValue("dtend", ICAL.Time.fromJSDate(call.end, true));
  event.addPropertyWithValue("summary", `Strategy call: ${booking.customerName}`);
  event.addPropertyWithValue("description", description(booking, settings));
  event.addPropertyWithValue("location", call.location);
  if (call.url) event.addPropertyWithValue("url", call.url);
  event.addPropertyWithValue("status", "CONFIRMED");
  event.addPropertyWithValue("sequence", booking.sequence);
  event.addPropertyWithValue("transp", "OPAQUE");
  return event;
}

/** A calendar of these events, as text (CRLF line ends, long lines folded). */
export function calendarOf(events: ICAL.Component[], settings: CalendarEventSettings, name?: string) {
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("prodid", `-//${settings.agencyName}//Bookings//EN`);
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  if (name) calendar.addPropertyWithValue("x-wr-calname", name);
  for (const event of events) calendar.addSubcomponent(event);
  return `${calendar.toString()}\r\n`;
}
