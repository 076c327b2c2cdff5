import type { CalendarDate } from "./agency-time";

/**
 * 'March 5, 2025', as longDate (admin-format.ts) writes it, with the browser's own Intl instead of
 * date-fns: the settings screen needs nothing else from it.
 */
export function dateInWords(date: CalendarDate): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
}
