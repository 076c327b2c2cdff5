import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { CalendarWritingView } from "../../domain/calendar-writing-views";
import type { Database } from "../db/connection";
import { calendarAccounts, calendarWrites, ownerCalendars } from "../db/schema";

/** What the Calendars page shows of bookings written into the owner's calendar. */
export async function calendarWritingView(db: Database): Promise<CalendarWritingView> {
  const [calendars, [counts], [latest]] = await Promise.all([
    db
      .select({
        id: ownerCalendars.id,
        name: ownerCalendars.displayName,
        username: calendarAccounts.username,
        host: calendarAccounts.host,
        writtenHere: ownerCalendars.bookingsWrittenHere,
      })
      .from(ownerCalendars)
      .innerJoin(calendarAccounts, eq(calendarAccounts.id, ownerCalendars.accountId))
      .where(and(eq(calendarAccounts.kind, "caldav"), isNotNull(ownerCalendars.url)))
      .orderBy(calendarAccounts.host, ownerCalendars.displayName),
    db
      .select({
        pending: sql<number>`count(*) filter (where ${calendarWrites.status} = 'pending')`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${calendarWrites.status} = 'failed')`.mapWith(Number),
      })
      .from(calendarWrites),
    db
      .select({ message: calendarWrites.lastError, queuedAt: calendarWrites.queuedAt })
      .from(calendarWrites)
      .where(and(isNotNull(calendarWrites.lastError), sql`${calendarWrites.status} <> 'done'`))
      .orderBy(desc(calendarWrites.queuedAt))
      .limit(1),
  ]);
  return {
    calendars: calendars.map(({ username, host, ...calendar }) => ({
      ...calendar,
      account: username ? `${username}@${host}` : host,
    })),
    pending: counts?.pending ?? 0,
    failed: counts?.failed ?? 0,
    ...(latest?.message
      ? { lastError: { message: latest.message, queuedAt: latest.queuedAt.toISOString() } }
      : {}),
  };
}
