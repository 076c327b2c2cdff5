import { type ActionResult, invalidInput } from "../../domain/action-result";
import { dateInZone } from "../../domain/agency-time";
import { bookingCalendarSchema } from "../../domain/calendar-connect-schema";
import type { BookingFeedResult } from "../../domain/calendar-writing-views";
import { countOf } from "../../domain/plural";
import { chooseBookingCalendar } from "../calendars/calendar-changes";
import type { Services } from "../services";
import { replaceFeed, revokeFeed } from "./booking-feed";
import { queueStandingBookingWrites, retryCalendarWrites } from "./queue";

// What the Calendars page asks about bookings: which calendar they are written into (the one rule of
// server/calendars/calendar-changes.ts, and the calls already booked follow), "try again now",
// and the subscription address (make or replace it, revoke it). Behind the admin area's gate.

export const calendarWritingIntents = [
  "bookings-written-here",
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
    const { address, replaced } = await replaceFeed(
      db,
      services.booking.clientSecret,
      await services.booking.linkBase(),
    );
    return {
      ok: true,
      address: { ...address, createdAt: address.createdAt.toISOString() },
      message: replaced
        ? "Subscribe to the new address: the previous one no longer answers."
        : "Subscribe to it from your calendar app (“Subscribe to calendar” or “From URL”).",
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
  const parsed = bookingCalendarSchema.safeParse(form);
  if (!parsed.success) return invalidInput(parsed.error);
  const id = parsed.data.calendar_id === "none" ? null : parsed.data.calendar_id;
  const today = dateInZone(new Date(), services.config.agencyTimeZone);
  const chosen = await db.transaction(async (tx) => {
    if (!(await chooseBookingCalendar(tx, id))) return false;
    // The calls already booked follow the newly chosen calendar.
    if (id) await queueStandingBookingWrites(tx, today);
    return true;
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
    message: id
      ? "New bookings, moves and cancellations now go into this calendar; the calls to come are being added."
      : "Bookings are no longer written into a calendar.",
  };
}
