import {
  type CalendarDate,
  dateInZone,
  hoursAndMinutes,
  timeInZone,
  type WallTime,
  wallClockToInstant,
  zoneAbbreviation,
} from "./agency-time";
import { SLOT_MINUTES } from "./hours-in-force";
import { fullDate } from "./slot-display";
import { cityOf, isKnownZone } from "./viewing-zones";

// A call's time in words, as the e-mails and the manage page say it: weekday, date and hours in the
// agency's zone, and in the booker's when their clocks show something else. Each label is the one in
// force at the call (Berlin is GMT+1 until its last Sunday of March, GMT+2 after).

export interface CallTimeWords {
  /** 'Tuesday, March 5, 2030' */
  date: string;
  /** '10:00–11:00 CST' */
  time: string;
  /**
   * The booker's: '17:00–18:00 GMT+1 in Berlin', with the date when theirs is another
   * ('Wednesday, March 6, 2030, 01:00–02:00 GMT+9 in Tokyo'); absent when their clocks show the agency's.
   */
  theirs?: string;
  /** 'Tuesday, March 5, 2030, 10:00–11:00 CST (17:00–18:00 GMT+1 in Berlin)' */
  full: string;
}

/** '10:00–11:00 CST': the call's hour on the clocks of `zone`, 24-hour, labelled as at its start. */
function hoursIn(start: Date, zone: string) {
  const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
  const clock = (instant: Date) => hoursAndMinutes(timeInZone(instant, zone));
  return `${clock(start)}–${clock(end)} ${zoneAbbreviation(zone, start)}`;
}

export function callTimeWords(
  slot: { slotDate: CalendarDate; slotTime: WallTime },
  agencyZone: string,
  bookerZone?: string | null,
): CallTimeWords {
  const start = wallClockToInstant(slot.slotDate, slot.slotTime, agencyZone);
  const date = fullDate(slot.slotDate);
  const time = hoursIn(start, agencyZone);
  let theirs: string | undefined;
  if (isKnownZone(bookerZone) && bookerZone !== agencyZone) {
    const theirTime = hoursIn(start, bookerZone);
    const theirDate = dateInZone(start, bookerZone);
    const sameDate = theirDate === slot.slotDate;
    if (theirTime !== time || !sameDate)
      theirs = `${sameDate ? "" : `${fullDate(theirDate)}, `}${theirTime} in ${cityOf(bookerZone)}`;
  }
  const agency = `${date}, ${time}`;
  return { date, time, theirs, full: theirs ? `${agency} (${theirs})` : agency };
}
