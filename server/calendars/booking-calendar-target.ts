import { and, eq } from "drizzle-orm";
import type { Database } from "../db/connection";
import { calendarAccounts, ownerCalendars } from "../db/schema";
import type { CalendarSecretBox } from "./calendar-secrets";

/** Where bookings are written: the CalDAV calendar the owner chose, with what signs in to its server. */
export interface BookingCalendarTarget {
  calendarUrl: string;
  serverUrl: string;
  username: string;
  password: string;
}

/**
 * The calendar the owner chose for writing bookings into, or undefined when none is chosen. `box` is
 * `services.secretBox(CALENDAR_SECRETS)`; it throws SealedSecretUnreadable when AUTH_SECRET changed.
 */
export async function bookingCalendarOf(
  db: Database,
  box: CalendarSecretBox,
): Promise<BookingCalendarTarget | undefined> {
  const [row] = await db
    .select({
      calendarUrl: ownerCalendars.url,
      serverUrl: calendarAccounts.serverUrl,
      username: calendarAccounts.username,
      sealedSecret: calendarAccounts.sealedSecret,
    })
    .from(ownerCalendars)
    .innerJoin(calendarAccounts, eq(calendarAccounts.id, ownerCalendars.accountId))
    .where(and(eq(ownerCalendars.bookingsWrittenHere, true), eq(calendarAccounts.kind, "caldav")));
  if (!row?.calendarUrl || !row.serverUrl || row.username === null) return undefined;
  return {
    calendarUrl: row.calendarUrl,
    serverUrl: row.serverUrl,
    username: row.username,
    password: box.open(row.sealedSecret),
  };
}
