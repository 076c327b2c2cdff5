import { sql } from "drizzle-orm";
import type { ActionResult } from "../../domain/action-result";
import type { ConnectCalDavInput, ConnectIcsInput } from "../../domain/calendar-connect-schema";
import type { Database } from "../db/connection";
import { calendarAccounts, ownerCalendars } from "../db/schema";
import { logger } from "../logger";
import { busyIntervalsOf } from "./busy-intervals";
import { signIn } from "./caldav-reader";
import { hostOf, readIcs } from "./ics-reader";
import { calendarReadFailure } from "./read-failure";
import type { CalendarReading } from "./refresh-account";
import {
  alreadyConnectedMessage,
  connectedAccountLike,
  connectedIcsLike,
  icsAlreadyConnectedMessage,
} from "./same-account";

// Connecting a calendar: it is read first, and stored (its secret sealed) only when that worked, so a
// wrong password, an unreachable server or an address that is no calendar changes nothing. A CalDAV
// account or ICS address already connected is refused before it is read (same-account.ts), and again
// as it is stored: two connects of one account at the same moment (two tabs, two instances) both read
// it, and only the first to store it keeps it.

export type Connected = ActionResult<string, { accountId: string }>;

export async function connectCalDav(reading: CalendarReading, input: ConnectCalDavInput): Promise<Connected> {
  const host = new URL(input.server_url).host;
  const connected = await connectedAccountLike(reading.db, input);
  if (connected) return { ok: false, status: 409, message: alreadyConnectedMessage(connected) };
  let discovered: Awaited<ReturnType<typeof signIn>>["calendars"];
  try {
    ({ calendars: discovered } = await signIn({
      serverUrl: input.server_url,
      username: input.username,
      password: input.password,
    }));
  } catch (error) {
    return refused(calendarReadFailure(error, host), host);
  }
  const stored = await storeAccount(reading.db, async (tx) => {
    const meanwhile = await connectedAccountLike(tx, input);
    if (meanwhile) return { ok: false, status: 409, message: alreadyConnectedMessage(meanwhile) };
    const [account] = await tx
      .insert(calendarAccounts)
      .values({
        kind: "caldav",
        host,
        serverUrl: input.server_url,
        username: input.username,
        sealedSecret: reading.box.seal(input.password),
      })
      .returning({ id: calendarAccounts.id });
    if (!account) throw new Error("The calendar account insert returned no row");
    await tx
      .insert(ownerCalendars)
      .values(discovered.map(({ url, displayName }) => ({ accountId: account.id, url, displayName })));
    return account.id;
  });
  if (typeof stored !== "string") return stored;
  const accountId = stored;
  logger.info(
    `Calendar: CalDAV account ${input.username} at ${host} connected (${discovered.length} calendar(s))`,
  );
  const names = discovered.map((calendar) => calendar.displayName).join(", ");
  return { ok: true, accountId, message: `Connected ${host}: ${names}.` };
}

export async function connectIcs(reading: CalendarReading, input: ConnectIcsInput): Promise<Connected> {
  const host = hostOf(input.ics_url);
  const connected = await connectedIcsLike(reading.db, reading.box, input.ics_url);
  if (connected) return { ok: false, status: 409, message: icsAlreadyConnectedMessage(connected) };
  let name = host;
  try {
    const read = await readIcs(input.ics_url, null);
    // Parsed once here, so an address whose data cannot be read is refused before anything is kept.
    if (read.changed) {
      busyIntervalsOf([read.text], { from: new Date(), to: new Date(), agencyZone: reading.agencyZone });
      name = /^X-WR-CALNAME:(.+)$/m.exec(read.text)?.[1]?.trim() || host;
    }
  } catch (error) {
    return refused(calendarReadFailure(error, host), host);
  }
  const stored = await storeAccount(reading.db, async (tx) => {
    const meanwhile = await connectedIcsLike(tx, reading.box, input.ics_url);
    if (meanwhile) return { ok: false, status: 409, message: icsAlreadyConnectedMessage(meanwhile) };
    const [account] = await tx
      .insert(calendarAccounts)
      .values({ kind: "ics", host, sealedSecret: reading.box.seal(input.ics_url) })
      .returning({ id: calendarAccounts.id });
    if (!account) throw new Error("The calendar account insert returned no row");
    await tx.insert(ownerCalendars).values({ accountId: account.id, url: null, displayName: name });
    return account.id;
  });
  if (typeof stored !== "string") return stored;
  const accountId = stored;
  logger.info(`Calendar: ICS address at ${host} connected`);
  return { ok: true, accountId, message: `Connected ${name}.` };
}

/**
 * Stores an account in one transaction, connects taking turns (an advisory lock), so that `store`'s
 * check for the same account sees every account stored before it.
 */
function storeAccount(db: Database, store: (tx: Database) => Promise<string | Connected>) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('calendar:connect', 0))`);
    return store(tx);
  });
}

function refused(words: string, host: string): Connected {
  logger.warn(`Calendar: connecting ${host} refused: ${words}`);
  return { ok: false, status: 400, message: words };
}
