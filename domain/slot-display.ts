import {
  type CalendarDate,
  dateInZone,
  dateTimeFormat,
  hoursAndMinutes,
  timeInZone,
  type WallTime,
  wallClockToInstant,
  zoneAbbreviation,
} from "./agency-time";

// How dates and slot times read on the page and in e-mails. Calendar dates are formatted as dates
// (at UTC midnight, in UTC), so neither the server's nor the browser's zone can shift them.

function utcMidnight(date: CalendarDate) {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

function format(date: CalendarDate, options: Intl.DateTimeFormatOptions) {
  return dateTimeFormat({ ...options, timeZone: "UTC" }).format(utcMidnight(date));
}

/** 'March 5, 2025' */
export function longDate(date: CalendarDate): string {
  return format(date, { month: "long", day: "numeric", year: "numeric" });
}

/** 'Wednesday, March 5, 2025' */
export function fullDate(date: CalendarDate): string {
  return format(date, { weekday: "long", month: "long", day: "numeric", year: "numeric" });
}

/** What a day button shows: 'Today' or 'Wed', '5', 'Mar'. */
export function dayButtonText(date: CalendarDate, today: CalendarDate) {
  return {
    weekday: date === today ? "Today" : format(date, { weekday: "short" }),
    day: format(date, { day: "numeric" }),
    month: format(date, { month: "short" }),
  };
}

/** The agency's abbreviation at the slot's start ('CST' for Monterrey). */
export function agencyAbbreviationAt(date: CalendarDate, time: WallTime, agencyZone: string): string {
  return zoneAbbreviation(agencyZone, wallClockToInstant(date, time, agencyZone));
}

export interface ShownTime {
  /** 'HH:mm' in the viewing zone. */
  time: string;
  /** The date in the viewing zone. */
  date: CalendarDate;
  /** -1, 0 or 1 when the viewing zone's date differs from the agency's. */
  dayShift: number;
}

/** A slot's agency wall-clock time as the clocks of `viewZone` show it. */
export function slotTimeIn(
  date: CalendarDate,
  time: WallTime,
  agencyZone: string,
  viewZone: string,
): ShownTime {
  if (viewZone === agencyZone) return { time: hoursAndMinutes(time), date, dayShift: 0 };
  const start = wallClockToInstant(date, time, agencyZone);
  const shownDate = dateInZone(start, viewZone);
  const dayShift = Math.round((utcMidnight(shownDate).getTime() - utcMidnight(date).getTime()) / 86_400_000);
  return { time: hoursAndMinutes(timeInZone(start, viewZone)), date: shownDate, dayShift };
}
