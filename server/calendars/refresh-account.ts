import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { readBookingRules } from "../booking/booking-policy";
import type { Database } from "../db/connection";
import { calendarAccounts, ownerCalendars } from "../db/schema";
import { logger } from "../logger";
import { busyIntervalsOf } from "./busy-intervals";
import { busyWindowAt } from "./busy-window";
import { eventsIn, signIn } from "./caldav-reader";
import type { CalendarSecretBox } from "./calendar-secrets";
import { readIcs } from "./ics-reader";
import { ourBookingsIn } from "./our-bookings";
import { CalendarReadFailure, fromCalendar } from "./read-failure";
import { replaceBusyTimes } from "./store-busy-times";

// One read of a connected account: each of its calendars that counts as busy is read again unless its
// ctag (CalDAV) or ETag (ICS, a 304) says nothing changed since the last read of the same window; its
// busy times are replaced and the changed dates announced. A failed read keeps the busy times of the
// last good one and records why, since when (docs/decisions/037-owner-calendars-busy-times.md).

export interface CalendarReading {
  db: Database;
  box: CalendarSecretBox;
  agencyZone: string;
}

export type AccountRead = { ok: true; eventsSeen: number } | { ok: false; error: string };

type Account = typeof calendarAccounts.$inferSelect;
type Calendar = typeof ownerCalendars.$inferSelect;

export async function readAccount(
  reading: CalendarReading,
  accountId: string,
  now: Date,
): Promise<AccountRead> {
  const { db } = reading;
  const [account] = await db.select().from(calendarAccounts).where(eq(calendarAccounts.id, accountId));
  if (!account) return { ok: false, error: "This calendar is no longer connected." };
  const calendars = await db.select().from(ownerCalendars).where(eq(ownerCalendars.accountId, accountId));
  try {
    const { horizonDays } = await readBookingRules(db);
    const window = { ...busyWindowAt(now, reading.agencyZone, horizonDays), ...(await ourBookingsIn(db)) };
    const secret = await fromCalendar(account.host, () => reading.box.open(account.sealedSecret));
    const read = account.kind === "caldav" ? readCalDav : readIcsAccount;
    const eventsSeen = await read(reading, { account, secret, calendars, window });
    await db
      .update(calendarAccounts)
      .set({ lastRefreshAt: now, eventsSeen, lastError: null, failingSince: null })
      .where(eq(calendarAccounts.id, accountId));
    return { ok: true, eventsSeen };
  } catch (error) {
    // Our own database failing is not the calendar's fault: the caller hears of it.
    if (!(error instanceof CalendarReadFailure)) throw error;
    const words = error.message;
    logger.warn(`Calendar ${account.host} could not be read: ${words}`);
    await db
      .update(calendarAccounts)
      .set({ lastError: words, failingSince: sql`coalesce(${calendarAccounts.failingSince}, ${now})` })
      .where(eq(calendarAccounts.id, accountId));
    return { ok: false, error: words };
  }
}

interface Read {
  account: Account;
  secret: string;
  calendars: Calendar[];
  window: ReturnType<typeof busyWindowAt>;
}

async function readCalDav(reading: CalendarReading, { account, secret, calendars, window }: Read) {
  const dav = await fromCalendar(account.host, () =>
    signIn({ serverUrl: account.serverUrl ?? "", username: account.username ?? "", password: secret }),
  );
  // A calendar made since on the server is listed for the owner to choose; it hides nothing until then.
  const added = dav.calendars.filter(
    (found) => !calendars.some((known) => sameUrl(found.url, known.url ?? "")),
  );
  if (added.length > 0)
    await reading.db
      .insert(ownerCalendars)
      .values(
        added.map(({ url, displayName }) => ({
          accountId: account.id,
          url,
          displayName,
          countsAsBusy: false,
        })),
      )
      .onConflictDoNothing();
  let seen = 0;
  for (const calendar of calendars.filter((known) => known.countsAsBusy)) {
    const remote = dav.calendars.find((found) => sameUrl(found.url, calendar.url ?? ""));
    if (!remote)
      throw new CalendarReadFailure(
        `The calendar "${calendar.displayName}" is no longer on ${account.host}: disconnect and connect the account again.`,
      );
    const tag = remote.changeTag ? `${window.key}|${remote.changeTag}` : null;
    if (tag && tag === calendar.changeTag) {
      seen += calendar.eventsSeen ?? 0;
      continue;
    }
    const intervals = await fromCalendar(account.host, async () =>
      busyIntervalsOf(await eventsIn(dav, remote.dav, window), window),
    );
    await replaceBusyTimes(reading.db, calendar.id, intervals, reading.agencyZone);
    await reading.db
      .update(ownerCalendars)
      .set({ changeTag: tag, syncToken: remote.syncToken, eventsSeen: intervals.length })
      .where(eq(ownerCalendars.id, calendar.id));
    seen += intervals.length;
  }
  return seen;
}

async function readIcsAccount(reading: CalendarReading, { account, secret, calendars, window }: Read) {
  const [calendar] = calendars;
  if (!calendar?.countsAsBusy) return 0;
  const prefix = `${window.key}|`;
  const etag = calendar.changeTag?.startsWith(prefix) ? calendar.changeTag.slice(prefix.length) : null;
  const read = await fromCalendar(account.host, () => readIcs(secret, etag));
  if (!read.changed) return calendar.eventsSeen ?? 0;
  const intervals = await fromCalendar(account.host, () => busyIntervalsOf([read.text], window));
  await replaceBusyTimes(reading.db, calendar.id, intervals, reading.agencyZone);
  await reading.db
    .update(ownerCalendars)
    .set({ changeTag: read.etag ? `${prefix}${read.etag}` : null, eventsSeen: intervals.length })
    .where(eq(ownerCalendars.id, calendar.id));
  return intervals.length;
}

function sameUrl(a: string, b: string) {
  const normal = (url: string) => decodeURIComponent(new URL(url).pathname).replace(/\/?$/, "/");
  return normal(a) === normal(b);
}

/**
 * Claims, for this instance alone, the accounts whose last good read is older than `staleMs` and that
 * no one tried within `retryMs` (here or on another instance): their attempt time is set as they are
 * claimed.
 */
export async function claimDueAccounts(
  db: Database,
  { now, staleMs, retryMs }: { now: Date; staleMs: number; retryMs: number },
): Promise<string[]> {
  const stale = new Date(now.getTime() - staleMs);
  const retry = new Date(now.getTime() - retryMs);
  const claimed = await db
    .update(calendarAccounts)
    .set({ lastAttemptAt: now })
    .where(
      and(
        or(isNull(calendarAccounts.lastRefreshAt), lt(calendarAccounts.lastRefreshAt, stale)),
        or(isNull(calendarAccounts.lastAttemptAt), lt(calendarAccounts.lastAttemptAt, retry)),
      ),
    )
    .returning({ id: calendarAccounts.id });
  return claimed.map((row) => row.id);
}
