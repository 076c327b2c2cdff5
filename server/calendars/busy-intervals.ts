import ICAL from "ical.js";
import { wallClockToInstant } from "../../domain/agency-time";
import { isKnownZone } from "../../domain/viewing-zones";

// What an owner's calendar data says is busy, between two instants: every event and each occurrence of
// a recurring one (ical.js expands RRULE, RDATE and EXDATE; an exception, by RECURRENCE-ID, moves or
// cancels one occurrence), except what does not take the owner's time — TRANSP:TRANSPARENT ("free")
// and STATUS:CANCELLED. Times with a TZID use the data's own VTIMEZONE; a TZID without one is read as
// the IANA zone of that name; floating times and all-day dates are the agency's wall clock.

export interface BusyInterval {
  start: Date;
  end: Date;
  /** The event's title, for the owner's eyes only (Time Slots); null when it has none. */
  title?: string | null;
}

export interface BusyWindow {
  from: Date;
  to: Date;
  agencyZone: string;
  /**
   * Events that are our own bookings, written into the owner's calendar by us (their UID is the
   * booking's id): they never hide a time, or a cancelled call's time would stay hidden until the
   * calendar is read again.
   */
  isOurBooking?: (uid: string) => boolean;
}

/** A daily event since 1990 is about 13,000 occurrences: more than that is not a real calendar. */
const MAX_OCCURRENCES = 50_000;

/** The busy intervals of one or more iCalendar texts (a feed, or a CalDAV calendar's objects). */
export function busyIntervalsOf(texts: readonly string[], window: BusyWindow): BusyInterval[] {
  const busy: BusyInterval[] = [];
  for (const text of texts) {
    for (const calendar of calendarsIn(text)) busy.push(...busyInCalendar(calendar, window));
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
}

function calendarsIn(text: string): ICAL.Component[] {
  const parsed = ICAL.parse(text);
  // One component parses to its jCal array; several, to an array of them.
  const list = (typeof parsed[0] === "string" ? [parsed] : parsed) as unknown[];
  return list.map((jcal) => new ICAL.Component(jcal as unknown[]));
}

function busyInCalendar(calendar: ICAL.Component, window: BusyWindow): BusyInterval[] {
  const events = calendar.getAllSubcomponents("vevent");
  const exceptions = new Map<string, ICAL.Component[]>();
  const masters: ICAL.Component[] = [];
  for (const event of events) {
    if (window.isOurBooking?.(String(event.getFirstPropertyValue("uid")))) continue;
    if (!event.hasProperty("recurrence-id")) {
      masters.push(event);
      continue;
    }
    const uid = String(event.getFirstPropertyValue("uid"));
    exceptions.set(uid, [...(exceptions.get(uid) ?? []), event]);
  }
  const masterUids = new Set(masters.map((master) => String(master.getFirstPropertyValue("uid"))));
  const busy: BusyInterval[] = [];
  for (const master of masters) {
    const event = new ICAL.Event(master, {
      exceptions: exceptions.get(String(master.getFirstPropertyValue("uid"))) ?? [],
    });
    busy.push(...occurrencesOf(event, window));
  }
  // An occurrence sent on its own (an invitation to one meeting of a series) is an event of its own.
  for (const [uid, orphans] of exceptions)
    if (!masterUids.has(uid))
      for (const orphan of orphans) busy.push(...occurrencesOf(new ICAL.Event(orphan), window));
  return busy;
}

function occurrencesOf(event: ICAL.Event, window: BusyWindow): BusyInterval[] {
  if (!blocks(event.component)) return [];
  if (!event.isRecurring())
    return inWindow(intervalOf(event, event.startDate, event.endDate, window), window);
  const busy: BusyInterval[] = [];
  // Exceptions are counted where they now are: a moved occurrence may come from outside the window.
  for (const exception of Object.values(exceptionsOf(event)))
    if (blocks(exception.component))
      busy.push(...inWindow(intervalOf(exception, exception.startDate, exception.endDate, window), window));
  const iterator = event.iterator();
  for (let count = 0; count < MAX_OCCURRENCES; count++) {
    const next = iterator.next();
    if (!next) break;
    if (instantOf(next, window.agencyZone) >= window.to) break;
    if (exceptionsOf(event)[next.toString()]) continue;
    const details = event.getOccurrenceDetails(next);
    busy.push(...inWindow(intervalOf(details.item, details.startDate, details.endDate, window), window));
  }
  return busy;
}

/** ical.js keeps an event's exceptions by their RECURRENCE-ID's text. */
function exceptionsOf(event: ICAL.Event) {
  return event.exceptions as unknown as Record<string, ICAL.Event>;
}

function blocks(component: ICAL.Component) {
  const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transparency !== "TRANSPARENT" && status !== "CANCELLED";
}

function intervalOf(
  event: ICAL.Event,
  start: ICAL.Time,
  end: ICAL.Time | null,
  window: BusyWindow,
): BusyInterval {
  const startAt = instantOf(start, window.agencyZone);
  // No end: an all-day date lasts its day; a time lasts no time at all (and blocks nothing).
  const endAt = end ? instantOf(end, window.agencyZone) : start.isDate ? dayAfter(start, window) : startAt;
  return { start: startAt, end: endAt, title: event.summary?.trim() || null };
}

function dayAfter(date: ICAL.Time, window: BusyWindow) {
  const next = date.clone();
  next.adjust(1, 0, 0, 0);
  return instantOf(next, window.agencyZone);
}

function inWindow(interval: BusyInterval, window: BusyWindow): BusyInterval[] {
  const overlaps = interval.end > interval.start && interval.start < window.to && interval.end > window.from;
  return overlaps ? [interval] : [];
}

/** The instant an iCalendar time names, floating times and dates on the agency's wall clock. */
function instantOf(time: ICAL.Time, agencyZone: string): Date {
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return wallClockToInstant(date, "00:00:00", agencyZone);
  const known = time.zone && time.zone.tzid !== "floating";
  if (known) return time.toJSDate();
  // ical.js keeps a TZID it found no VTIMEZONE for as the time's `timezone`.
  const named = (time as unknown as { timezone?: string }).timezone;
  const zone = isKnownZone(named) ? named : agencyZone;
  return wallClockToInstant(date, `${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`, zone);
}

function pad(value: number) {
  return String(value).padStart(2, "0");
}
