import { and, eq, isNotNull } from "drizzle-orm";
import { type ActionResult, invalidInput } from "../../domain/action-result";
import { dateInZone } from "../../domain/agency-time";
import { type BookingFeedResult, chooseBookingCalendarSchema } from "../../domain/calendar-writing-views";
import { countOf } from "../../domain/plural";
import { calendarAccounts, ownerCalendars } from "../db/schema";
import type { Services } from "../services";
import { replaceFeed, revokeFeed } from "./booking-feed";
import { queueStandingBookingWrites, retryCalendarWrites } from "./queue";

// What the Calendars page asks about bookings: which calendar they are written into, "try again now",
// and the subscription address (make or replace it, revoke it). Behind the admin area's gate.

export const calendarWritingIntents = [
  "choose-booking-calendar",
  "retry-calendar-writes",
  "replace-booking-feed",
  "revoke-booking-feed",
] as const;
type Intent = (typeof calendarWritingIntents)[number];

export function isCalendarWritingIntent(intent: unknown): intent is Intent {
  return (calendarWritingIntents as readonly unknown[]).includes(intent);
}

type Desk = Pick<Services, "database" | "booking" | "calendarWrites" | "config">;

export async function calendarWritingAction(
  services: Desk,
  intent: Intent,
  form: Record<string, unknown>,
): Promise<ActionResult | BookingFeedResult> {
  const db = services.database.db;
  if (intent === "replace-booking-feed") {
    const address = await replaceFeed(db, services.booking.clientSecret, await services.booking.linkBase());
    return {
      ok: true,
      address: { ...address, createdAt: address.createdAt.toISOString() },
      message: "Subscribe to the new address: the previous one no longer answers.",
    };
  }
  if (intent === "revoke-booking-feed") {
    await revokeFeed(db);
    return { ok: true, address: undefined, message: "Calendar apps subscribed to it get no more bookings." };
  }
  if (intent === "retry-calendar-writes") {
    const retried = await retryCalendarWrites(db);
    services.calendarWrites.wake();
    return { ok: true, message: `Trying ${countOf(retried, "booking")} again now.` };
  }
  const parsed = chooseBookingCalendarSchema.safeParse(form);
  if (!parsed.success) return invalidInput(parsed.error);
  const today = dateInZone(new Date(), services.config.agencyTimeZone);
  const chosen = await db.transaction(async (tx) => {
    const id = parsed.data.calendar_id;
    const [calendar] = id
      ? await tx
          .select({ name: ownerCalendars.displayName })
          .from(ownerCalendars)
          .innerJoin(calendarAccounts, eq(calendarAccounts.id, ownerCalendars.accountId))
          .where(
            and(
              eq(ownerCalendars.id, id),
              eq(calendarAccounts.kind, "caldav"),
              isNotNull(ownerCalendars.url),
            ),
          )
      : [];
    if (id && !calendar) return undefined;
    await tx
      .update(ownerCalendars)
      .set({ bookingsWrittenHere: false })
      .where(eq(ownerCalendars.bookingsWrittenHere, true));
    if (!id) return { name: undefined };
    await tx.update(ownerCalendars).set({ bookingsWrittenHere: true }).where(eq(ownerCalendars.id, id));
    await queueStandingBookingWrites(tx, today);
    return calendar;
  });
  if (!chosen)
    return {
      ok: false,
      status: 404,
      message: "This calendar is no longer connected. Reload the page to see the calendars that are.",
    };
  services.calendarWrites.wake();
  return {
    ok: true,
    message: chosen.name
      ? `New bookings, moves and cancellations now go into ${chosen.name}; the calls to come are being added.`
      : "Bookings are no longer written into a calendar.",
  };
}
