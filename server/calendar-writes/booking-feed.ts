import { createHash, createHmac } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { addDays, dateInZone } from "../../domain/agency-time";
import type { Database } from "../db/connection";
import { bookingFeeds } from "../db/schema";
import { bookingEvent, type CalendarEventSettings, calendarOf } from "./booking-event";
import { standingBookingsSince } from "./calendar-bookings";

// The owner's private subscription address (`webcal://…/calendar/<token>.ics`): any calendar app can
// subscribe to the standing bookings without CalDAV. The token is the keyed digest of the feed row's id
// (so the admin can be shown it again) and only its SHA-256 is stored, so the database alone opens no
// feed. Revoking deletes the row; replacing makes a new one, and the old address answers 404.

export const FEED_PATH = "/calendar";
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Calls this many days past still show, so the week's history stays in the owner's calendar app. */
export const FEED_PAST_DAYS = 30;

function feedToken(secret: string, feedId: string) {
  return createHmac("sha256", secret).update(`booking-feed:${feedId}`).digest("base64url");
}

function tokenHash(token: string) {
  return createHash("sha256").update(token).digest("base64url");
}

export interface BookingFeedAddress {
  /** https://…/calendar/<token>.ics, for apps that take a plain address. */
  https: string;
  /** webcal://…, which calendar apps open as a subscription. */
  webcal: string;
  createdAt: Date;
}

export function feedAddress(linkBase: string, token: string, createdAt: Date): BookingFeedAddress {
  const https = `${linkBase}${FEED_PATH}/${token}.ics`;
  return { https, webcal: https.replace(/^https?:/, "webcal:"), createdAt };
}

/** The feed's address, or undefined while there is none (or the auth secret changed since it was made). */
export async function currentFeed(
  db: Database,
  secret: string,
  linkBase: string,
): Promise<BookingFeedAddress | undefined> {
  const [feed] = await db.select().from(bookingFeeds).orderBy(desc(bookingFeeds.createdAt)).limit(1);
  if (!feed) return undefined;
  const token = feedToken(secret, feed.id);
  return tokenHash(token) === feed.tokenHash ? feedAddress(linkBase, token, feed.createdAt) : undefined;
}

/** Makes a new address; any earlier one stops answering at once. */
/** A new feed address; the one before, if there was one (`replaced`), no longer answers. */
export async function replaceFeed(
  db: Database,
  secret: string,
  linkBase: string,
): Promise<{ address: BookingFeedAddress; replaced: boolean }> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(bookingFeeds).returning({ id: bookingFeeds.id });
    const id = crypto.randomUUID();
    const token = feedToken(secret, id);
    const [feed] = await tx
      .insert(bookingFeeds)
      .values({ id, tokenHash: tokenHash(token) })
      .returning({ createdAt: bookingFeeds.createdAt });
    return {
      address: feedAddress(linkBase, token, feed?.createdAt ?? new Date()),
      replaced: removed.length > 0,
    };
  });
}

export async function revokeFeed(db: Database) {
  await db.delete(bookingFeeds);
}

/** Whether `token` opens the feed (a malformed one is not looked up at all). */
export async function isFeedToken(db: Database, token: string): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const [feed] = await db
    .select({ id: bookingFeeds.id })
    .from(bookingFeeds)
    .where(eq(bookingFeeds.tokenHash, tokenHash(token)));
  return feed !== undefined;
}

/** The standing bookings from FEED_PAST_DAYS ago on, as one calendar. */
export async function bookingFeedCalendar(db: Database, settings: CalendarEventSettings, now: Date) {
  const since = addDays(dateInZone(now, settings.agencyZone), -FEED_PAST_DAYS);
  const bookings = await standingBookingsSince(db, since);
  return calendarOf(
    bookings.map((booking) => bookingEvent(booking, settings, now)),
    settings,
    `${settings.agencyName} bookings`,
  );
}
