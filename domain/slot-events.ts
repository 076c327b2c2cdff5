import type { CalendarDate } from "./agency-time";

// Where a page hears that the slots of the dates it shows changed (Server-Sent Events): one stream
// per page, however many dates it watches.

export const slotEventsPath = "/api/slots/events";

export function slotEventsUrl(dates: readonly CalendarDate[]) {
  return `${slotEventsPath}?${new URLSearchParams(dates.map((date) => ["date", date]))}`;
}
