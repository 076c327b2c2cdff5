import { eq, sql } from "drizzle-orm";
import { addDays, type CalendarDate, dateInZone } from "../../domain/agency-time";
import type { Database } from "../db/connection";
import { calendarBusyTimes } from "../db/schema";
import type { BusyInterval } from "./busy-intervals";

// A calendar's busy times are replaced whole when its data changed. The dates whose times came or went
// are announced on the channel the time_slots trigger uses, in the same transaction, so every
// instance's remembered slots and every watching booking page hear of it as of any slot change.

/** Past this many dates, "anything changed" is announced instead. */
const MOST_DATES_NAMED = 31;

export async function replaceBusyTimes(
  db: Database,
  calendarId: string,
  intervals: readonly BusyInterval[],
  agencyZone: string,
): Promise<CalendarDate[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const old = await tx
      .delete(calendarBusyTimes)
      .where(eq(calendarBusyTimes.calendarId, calendarId))
      .returning({ start: calendarBusyTimes.startsAt, end: calendarBusyTimes.endsAt });
    if (intervals.length > 0)
      await tx
        .insert(calendarBusyTimes)
        .values(
          intervals.map(({ start, end, title }) => ({ calendarId, startsAt: start, endsAt: end, title })),
        );
    const dates = changedDates(old, intervals, agencyZone);
    await announce(tx, dates);
    return dates;
  });
}

/** Every busy time of a calendar is gone (it no longer counts, or was disconnected). */
export async function announceBusyTimesGone(
  db: Database,
  removed: readonly BusyInterval[],
  agencyZone: string,
) {
  await announce(db, changedDates(removed, [], agencyZone));
}

async function announce(db: Database, dates: readonly CalendarDate[]) {
  if (dates.length === 0) return;
  const named = dates.length > MOST_DATES_NAMED ? ["*"] : dates;
  for (const date of named) await db.execute(sql`select pg_notify('time_slots', ${date})`);
}

/** The agency dates an interval in one list but not the other touches, with the day either side. */
function changedDates(
  before: readonly BusyInterval[],
  after: readonly BusyInterval[],
  agencyZone: string,
): CalendarDate[] {
  const key = ({ start, end }: BusyInterval) => `${start.getTime()}-${end.getTime()}`;
  const beforeKeys = new Set(before.map(key));
  const afterKeys = new Set(after.map(key));
  const changed = [
    ...before.filter((interval) => !afterKeys.has(key(interval))),
    ...after.filter((interval) => !beforeKeys.has(key(interval))),
  ];
  const dates = new Set<CalendarDate>();
  for (const { start, end } of changed) {
    const last = addDays(dateInZone(new Date(end.getTime() - 1), agencyZone), 1);
    for (let date = addDays(dateInZone(start, agencyZone), -1); date <= last; date = addDays(date, 1)) {
      dates.add(date);
      if (dates.size > MOST_DATES_NAMED) return [...dates];
    }
  }
  return [...dates].sort();
}
