import { eq } from "drizzle-orm";
import {
  type CalendarDate,
  dateInZone,
  timeInZone,
  type WallTime,
  wallClockToInstant,
} from "../../domain/agency-time";
import { SLOT_MINUTES } from "../../domain/hours-in-force";
import { type BookingEventType, WEBHOOK_PAYLOAD_VERSION } from "../../domain/webhook-events";
import type { Database } from "../db/connection";
import { bookings, timeSlots } from "../db/schema";

// What a booking event tells the agency's tools: the booking as it stands after the change, its times
// in UTC and on the agency's clocks. Never the customer's manage link or its token: a receiver's logs
// must not become a way into the customer's booking. docs/webhooks/booking-event.schema.json describes it.

export interface EventMoment {
  /** The instant, in UTC: 2026-11-27T16:00:00.000Z. */
  utc: string;
  /** The agency's wall clock with its offset: 2026-11-27T10:00:00-06:00. */
  agency: string;
  /** The agency's IANA zone. */
  zone: string;
}

function twoDigits(value: number) {
  return String(Math.floor(value)).padStart(2, "0");
}

function momentOf(instant: Date, zone: string): EventMoment {
  const date = dateInZone(instant, zone);
  const time = timeInZone(instant, zone);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour = 0, minute = 0, second = 0] = time.split(":").map(Number);
  const offsetMinutes = (Date.UTC(year, month - 1, day, hour, minute, second) - instant.getTime()) / 60_000;
  const sign = offsetMinutes < 0 ? "-" : "+";
  const offset = `${sign}${twoDigits(Math.abs(offsetMinutes) / 60)}:${twoDigits(Math.abs(offsetMinutes) % 60)}`;
  return { utc: instant.toISOString(), agency: `${date}T${time}${offset}`, zone };
}

/** A call's start and end, from its slot's date and time on the agency's clocks. */
export function callTimes(slot: { slotDate: CalendarDate; slotTime: WallTime }, zone: string) {
  const start = wallClockToInstant(slot.slotDate, slot.slotTime, zone);
  return {
    start: momentOf(start, zone),
    end: momentOf(new Date(start.getTime() + SLOT_MINUTES * 60_000), zone),
  };
}

export interface BookingEventContext {
  agencyZone: string;
  /** When the change happened: the event's timestamp. */
  at: Date;
  /** A move's former time. */
  previous?: { slotDate: CalendarDate; slotTime: WallTime };
}

/** The event's JSON body, read in the transaction that made the change. */
export async function bookingEventPayload(
  tx: Database,
  type: BookingEventType,
  bookingId: string,
  { agencyZone, at, previous }: BookingEventContext,
) {
  const [row] = await tx
    .select({ booking: bookings, slotDate: timeSlots.slotDate, slotTime: timeSlots.slotTime })
    .from(bookings)
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`No booking ${bookingId} to report`);
  const { booking } = row;
  return {
    type,
    timestamp: at.toISOString(),
    version: WEBHOOK_PAYLOAD_VERSION,
    data: {
      booking: {
        id: booking.id,
        status: booking.status,
        ...callTimes(row, agencyZone),
        customer: { name: booking.customerName, email: booking.customerEmail, phone: booking.customerPhone },
        notes: booking.notes,
        answers: booking.leadAnswers ?? null,
        source: {
          referrer: booking.sourceReferrer,
          utm: {
            source: booking.utmSource,
            medium: booking.utmMedium,
            campaign: booking.utmCampaign,
            term: booking.utmTerm,
            content: booking.utmContent,
          },
        },
        bookedAt: booking.createdAt.toISOString(),
        cancellation: booking.cancelledAt
          ? { by: booking.cancelledBy, reason: booking.cancelReason, at: booking.cancelledAt.toISOString() }
          : null,
        attendance: booking.attendance,
      },
      ...(previous ? { previous: callTimes(previous, agencyZone) } : {}),
    },
  };
}
