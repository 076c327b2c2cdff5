import { countOf } from "./plural";
import { readableDateTime } from "./readable-date";
import type { SlotAt } from "./slot-rules";

// Why a free time inside the hours is not offered to visitors, in the owner's words, naming the rule
// that keeps it (domain/slot-rules.ts) or the event in their calendar. Only the owner reads these (the
// admin pages): an event's title is never shown to a visitor.

/** An event of the owner's calendar: its title (none: null) and the calendar's name. */
export interface CalendarEvent {
  title: string | null;
  calendar: string;
}

/** '2 hours', '1 day', '90 minutes': a rule's minutes as the owner set them. */
function duration(minutes: number) {
  if (minutes > 0 && minutes % (24 * 60) === 0) return countOf(minutes / (24 * 60), "day");
  if (minutes > 0 && minutes % 60 === 0) return countOf(minutes / 60, "hour");
  return countOf(minutes, "minute");
}

function eventWords({ title, calendar }: CalendarEvent) {
  const where = /calendar$/i.test(calendar.trim()) ? calendar : `${calendar} calendar`;
  return `${title ?? "an event without a title"} (${where})`;
}

export const notOfferedWords = {
  notice: (minutes: number) => `Too soon: your minimum notice is ${duration(minutes)}.`,
  horizon: (days: number) => `Beyond your booking horizon of ${countOf(days, "day")}.`,
  dailyCap: (cap: number) => `The daily cap of ${countOf(cap, "call")} is reached on this date.`,
  buffer: (side: "before" | "after", call: SlotAt, slotDate: string) =>
    `In the buffer ${side} the ${call.slotDate === slotDate ? `${call.slotTime.slice(0, 5)} call` : `call on ${readableDateTime(call.slotDate, call.slotTime)}`}.`,
  busy: (event: CalendarEvent) => `Busy in your calendar: ${eventWords(event)}.`,
  /** No rule names itself (the page was read while a booking or a calendar changed it). */
  unknown:
    "Visitors are not offered this time now: the minimum notice, the booking horizon, a buffer around a call, the daily cap or your calendar keeps it.",
};

/** A booked call at a time the owner's calendar is also busy: made before that event, or beside it. */
export function calendarClashWords(event: CalendarEvent) {
  return `Your calendar also has ${eventWords(event)} at this time.`;
}
