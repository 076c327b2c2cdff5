import ICAL from "ical.js";

// A calendar's text as its events, parsed by ical.js (never matched as text).

export interface ParsedEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  /** The URL property: the link to join, for a video call. */
  url: string | undefined;
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
        url: component.getFirstPropertyValue("url")?.toString(),
        sequence: event.sequence,
      };
    });
}
