import { asc } from "drizzle-orm";
import type { CalendarAccountView } from "../../domain/calendar-accounts";
import type { Database } from "../db/connection";
import { calendarAccounts, ownerCalendars } from "../db/schema";

export async function calendarAccountViews(db: Database): Promise<CalendarAccountView[]> {
  const [accounts, calendars] = await Promise.all([
    db.select().from(calendarAccounts).orderBy(asc(calendarAccounts.createdAt)),
    db.select().from(ownerCalendars).orderBy(asc(ownerCalendars.displayName)),
  ]);
  return accounts.map((account) => ({
    id: account.id,
    kind: account.kind,
    host: account.host,
    username: account.username,
    connectedAt: account.createdAt.toISOString(),
    lastRefreshAt: account.lastRefreshAt?.toISOString() ?? null,
    eventsSeen: account.eventsSeen,
    lastError: account.lastError,
    failingSince: account.failingSince?.toISOString() ?? null,
    calendars: calendars
      .filter((calendar) => calendar.accountId === account.id)
      .map(({ id, displayName, countsAsBusy, bookingsWrittenHere, eventsSeen }) => ({
        id,
        displayName,
        countsAsBusy,
        bookingsWrittenHere,
        eventsSeen,
      })),
  }));
}
