import ICAL from "ical.js";

// A calendar's text as its events, parsed by ical.js (never matched as text).

export interface ParsedEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  sequence: number;
}

export function eventsOf(calendarText: string): ParsedEvent[] {
  return ICAL.Component.fromString(calendarText)
    .getAllSubcomponents("vevent")
    .map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
        summary: event.summary,
        description: event.description,
        location: event.location,
        sequence: event.sequence,
      };
    });
}
