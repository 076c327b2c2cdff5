import { TZDate } from "@date-fns/tz";

// Calendar dates are 'yyyy-MM-dd' and times 'HH:mm:ss', wall-clock in a named IANA zone. Instants are
// Dates. Nothing here reads the zone of the machine it runs on (browser or server).

export type CalendarDate = string;
export type WallTime = string;

function pad(value: number) {
  return String(value).padStart(2, "0");
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An en-US formatter with these options, made once: making one costs far more than using it (it
 * loads the zone's rules and the locale's patterns), and a booking page uses dozens.
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", options);
    formats.set(key, format);
  }
  return format;
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function parts(instant: Date, zone: string) {
  let format = wallClockFormats.get(zone);
  if (!format) {
    format = dateTimeFormat({
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClockFormats.set(zone, format);
  }
  const values = format.formatToParts(instant).reduce<Record<string, string>>((all, part) => {
    all[part.type] = part.value;
    return all;
  }, {});
  return values as Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;
}

/** The calendar date of an instant in a zone. */
export function dateInZone(instant: Date, zone: string): CalendarDate {
  const { year, month, day } = parts(instant, zone);
  return `${year}-${month}-${day}`;
}

/** The wall-clock time of an instant in a zone. */
export function timeInZone(instant: Date, zone: string): WallTime {
  const { hour, minute, second } = parts(instant, zone);
  return `${hour}:${minute}:${second}`;
}

/** The instant at which a zone's clocks show this date and time. */
export function wallClockToInstant(date: CalendarDate, time: WallTime, zone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour = 0, minute = 0, second = 0] = time.split(":").map(Number);
  return new Date(new TZDate(year, month - 1, day, hour, minute, second, zone).getTime());
}

/** A calendar date n days later (or earlier), independent of any zone's daylight saving. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday, as weekly_availability.day_of_week counts. */
export function dayOfWeek(date: CalendarDate): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

function zoneName(zone: string, instant: Date, style: "short" | "shortOffset") {
  const name = dateTimeFormat({ timeZone: zone, timeZoneName: style })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  return name ?? zone;
}

/** The zone's offset at that instant, as 'GMT-4' (New York in July), 'GMT+0', 'GMT+5:30'. */
export function zoneOffsetLabel(zone: string, instant: Date): string {
  const label = zoneName(zone, instant, "shortOffset");
  return label === "GMT" || label === "UTC" ? "GMT+0" : label;
}

/** The zone's abbreviation at that instant ('CST' for Monterrey), or its offset when it has none. */
export function zoneAbbreviation(zone: string, instant: Date): string {
  const label = zoneName(zone, instant, "short");
  return label === "GMT" || label === "UTC"
    ? label
    : label.startsWith("GMT")
      ? zoneOffsetLabel(zone, instant)
      : label;
}

/** 'HH:mm' from 'HH:mm:ss'. */
export function hoursAndMinutes(time: WallTime): string {
  return time.slice(0, 5);
}
