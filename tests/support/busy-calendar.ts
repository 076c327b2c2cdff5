import { wallClockToInstant } from "../../domain/agency-time";
import type { Database } from "../../server/db/connection";
import { calendarAccounts, calendarBusyTimes, ownerCalendars } from "../../server/db/schema";
import { agencyZone } from "./slot-factory";

// An owner's calendar with busy times, stored as a read would store them, without a calendar server.

export async function busyCalendar(db: Database, { countsAsBusy = true, displayName = "Work" } = {}) {
  const [account] = await db
    .insert(calendarAccounts)
    .values({ kind: "ics", host: "calendar.example", sealedSecret: "sealed" })
    .returning();
  const [calendar] = await db
    .insert(ownerCalendars)
    .values({ accountId: account?.id ?? "", displayName, countsAsBusy })
    .returning();
  return calendar?.id ?? "";
}

/** A busy time between two agency wall-clock times of a date, with the event's title when given. */
export function addBusyTime(
  db: Database,
  calendarId: string,
  { date, from, to, title = null }: { date: string; from: string; to: string; title?: string | null },
) {
  return db.insert(calendarBusyTimes).values({
    calendarId,
    startsAt: wallClockToInstant(date, from, agencyZone),
    endsAt: wallClockToInstant(date, to, agencyZone),
    title,
  });
}
