import type { CalendarDate, WallTime } from "./agency-time";

// How the admin reads a date, on every screen: 'Tue 5 Mar 2030', with a time 'Tue 5 Mar 2030, 10:00'
// on the 24-hour clock the whole site uses. Short enough for a phone, with the weekday an owner plans by.
// With the browser's own Intl only: the settings screen, which shows dates, loads no zone library.

const dateParts = new Intl.DateTimeFormat("en-US", {
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
  return `${readableDate(date)}, ${time.slice(0, 5)}`;
}

/** 'Tue 5 Mar 2030', or 'Tue 5 Mar 2030 to Thu 7 Mar 2030': a date override's days. */
export function readableDateRange({
  fromDate,
  toDate,
}: {
  fromDate: CalendarDate;
  toDate: CalendarDate;
}): string {
  return fromDate === toDate
    ? readableDate(fromDate)
    : `${readableDate(fromDate)} to ${readableDate(toDate)}`;
}
