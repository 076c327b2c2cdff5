// iCalendar texts as real calendars write them (CRLF lines), for the calendar tests.

export function vcalendar(...parts: string[]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//tests//owner calendar//EN",
    ...parts,
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

export function vevent(lines: Record<string, string> | string[]): string {
  const body = Array.isArray(lines) ? lines : Object.entries(lines).map(([key, value]) => `${key}:${value}`);
  return ["BEGIN:VEVENT", "DTSTAMP:20260101T000000Z", ...body, "END:VEVENT"].join("\r\n");
}

/** Berlin's zone as Google and Thunderbird write it: CET, and CEST from the last Sunday of March. */
export const berlinZone = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Berlin",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");
