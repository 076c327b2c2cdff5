import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/connection";
import { calendarAccounts, calendarBusyTimes, ownerCalendars } from "../db/schema";
import { announceBusyTimesGone } from "./store-busy-times";

// The owner's changes to connected calendars. Busy times that stop counting are gone at once, and
// their dates announced, like any change that frees times.

/** Deletes the account with its sealed secret, its calendars and their busy times. */
export async function disconnectAccount(
  db: Database,
  accountId: string,
  agencyZone: string,
): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const calendars = await tx
      .select({ id: ownerCalendars.id })
      .from(ownerCalendars)
      .where(eq(ownerCalendars.accountId, accountId));
    const removed = await removeBusyTimes(
      tx,
      calendars.map((calendar) => calendar.id),
    );
    const deleted = await tx
      .delete(calendarAccounts)
      .where(eq(calendarAccounts.id, accountId))
      .returning({ id: calendarAccounts.id });
    await announceBusyTimesGone(tx, removed, agencyZone);
    return deleted.length > 0;
  });
}

/**
 * Whether a calendar's events hide times. Switched off, its busy times go, and the account's count of
 * busy times is that of the calendars still counting; switched on, it is read again in full (the caller
 * reads the account).
 */
export async function setCountsAsBusy(
  db: Database,
  { accountId, calendarId, countsAsBusy }: { accountId: string; calendarId: string; countsAsBusy: boolean },
  agencyZone: string,
): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const updated = await tx
      .update(ownerCalendars)
      .set({ countsAsBusy, changeTag: null, ...(countsAsBusy ? {} : { eventsSeen: null }) })
      .where(and(eq(ownerCalendars.id, calendarId), eq(ownerCalendars.accountId, accountId)))
      .returning({ id: ownerCalendars.id });
    if (updated.length === 0) return false;
    if (countsAsBusy) return true;
    await announceBusyTimesGone(tx, await removeBusyTimes(tx, [calendarId]), agencyZone);
    await tx
      .update(calendarAccounts)
      .set({
        eventsSeen: sql`(select coalesce(sum(${ownerCalendars.eventsSeen}), 0)::int from ${ownerCalendars}
          where ${ownerCalendars.accountId} = ${accountId} and ${ownerCalendars.countsAsBusy})`,
      })
      .where(and(eq(calendarAccounts.id, accountId), isNotNull(calendarAccounts.eventsSeen)));
    return true;
  });
}

/** Bookings are written into this CalDAV calendar from now on (null: into none). */
export async function chooseBookingCalendar(db: Database, calendarId: string | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .update(ownerCalendars)
      .set({ bookingsWrittenHere: false })
      .where(eq(ownerCalendars.bookingsWrittenHere, true));
    if (calendarId === null) return true;
    const chosen = await tx
      .update(ownerCalendars)
      .set({ bookingsWrittenHere: true })
      // CalDAV calendars only: an ICS address cannot be written to.
      .where(and(eq(ownerCalendars.id, calendarId), isNotNull(ownerCalendars.url)))
      .returning({ url: ownerCalendars.url });
    return chosen.length > 0;
  });
}

async function removeBusyTimes(db: Database, calendarIds: string[]) {
  if (calendarIds.length === 0) return [];
  return db
    .delete(calendarBusyTimes)
    .where(inArray(calendarBusyTimes.calendarId, calendarIds))
    .returning({ start: calendarBusyTimes.startsAt, end: calendarBusyTimes.endsAt });
}
