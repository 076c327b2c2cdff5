import {
  type CalendarDate,
  dateInZone,
  dateTimeFormat,
  hoursAndMinutes,
  timeInZone,
  type WallTime,
  zoneAbbreviation,
} from "./agency-time";

// How the admin reads a date, on every screen: 'Tue 5 Mar 2030', with a time 'Tue 5 Mar 2030, 10:00'
// on the 24-hour clock the whole site uses. Short enough for a phone, with the weekday an owner plans by.

const dateParts = dateTimeFormat({
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** 'Tue 5 Mar 2030'. Read at UTC midnight, in UTC, so no machine's zone can shift the day. */
export function readableDate(date: CalendarDate): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const part = Object.fromEntries(
    dateParts.formatToParts(new Date(Date.UTC(year, month - 1, day))).map((each) => [each.type, each.value]),
  );
  return `${part.weekday} ${part.day} ${part.month} ${part.year}`;
}

/** 'Tue 5 Mar 2030, 10:00': a date and a wall-clock time (a slot's, in the agency's zone). */
export function readableDateTime(date: CalendarDate, time: WallTime): string {
  return `${readableDate(date)}, ${hoursAndMinutes(time)}`;
}

/** 'Tue 5 Mar 2030, 10:12 CST': a moment as the clocks of `zone` showed it. */
export function readableMoment(instant: Date | string, zone: string): string {
  const at = new Date(instant);
  return `${readableDateTime(dateInZone(at, zone), timeInZone(at, zone))} ${zoneAbbreviation(zone, at)}`;
}
