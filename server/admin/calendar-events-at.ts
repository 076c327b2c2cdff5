import { and, eq, gt, lt, or } from "drizzle-orm";
import { addDays, type CalendarDate, wallClockToInstant } from "../../domain/agency-time";
import type { BookingRules } from "../../domain/booking-rules";
import type { CalendarEvent } from "../../domain/not-offered-words";
import { busyOverlapsCall } from "../booking/bookable-slots";
import type { Database } from "../db/connection";
import { calendarBusyTimes, ownerCalendars, timeSlots } from "../db/schema";

// For the owner's Time Slots: which event of their calendars (those that count as busy) meets each slot
// of a date — a free slot's call widened by its buffers (what hides it from visitors: the booking rule's
// own overlap, server/booking/bookable-slots.ts), a booked call's time itself (a double booking made
// before the event was). Our own bookings' events are never busy times (server/calendars/our-bookings.ts).

const noBuffers = { bufferBeforeMinutes: 0, bufferAfterMinutes: 0 };

/** The first such event of each slot of `date` that has one, by slot id. */
export async function calendarEventsAt(
  db: Database,
  date: CalendarDate,
  { agencyZone, rules }: { agencyZone: string; rules: BookingRules },
): Promise<Map<string, CalendarEvent>> {
  const rows = await db
    .selectDistinctOn([timeSlots.id], {
      slotId: timeSlots.id,
      title: calendarBusyTimes.title,
      calendar: ownerCalendars.displayName,
    })
    .from(timeSlots)
    .innerJoin(
      calendarBusyTimes,
      and(
        // The day either side bounds the search (the span index); buffers never reach further.
        lt(calendarBusyTimes.startsAt, wallClockToInstant(addDays(date, 2), "00:00:00", agencyZone)),
        gt(calendarBusyTimes.endsAt, wallClockToInstant(addDays(date, -1), "00:00:00", agencyZone)),
        or(
          and(eq(timeSlots.status, "booked"), busyOverlapsCall(agencyZone, noBuffers, calendarBusyTimes)),
          and(eq(timeSlots.status, "available"), busyOverlapsCall(agencyZone, rules, calendarBusyTimes)),
        ),
      ),
    )
    .innerJoin(
      ownerCalendars,
      and(eq(ownerCalendars.id, calendarBusyTimes.calendarId), eq(ownerCalendars.countsAsBusy, true)),
    )
    .where(eq(timeSlots.slotDate, date))
    .orderBy(timeSlots.id, calendarBusyTimes.startsAt, ownerCalendars.displayName);
  return new Map(rows.map(({ slotId, title, calendar }) => [slotId, { title, calendar }]));
}
