import type { RequestHandler } from "express";
import type { CalendarDate } from "../../domain/agency-time";
import type { BookingCalendar } from "../../domain/booking-calendar";
import { chosenDate } from "../../domain/booking-params";
import type { Services } from "../services";
import type { BookableDay, BookableSlot } from "./bookable-slots";

type CalendarServices = Pick<Services, "bookableSlots" | "config">;

interface CalendarReads {
  today: CalendarDate;
  date: CalendarDate | null;
  days: BookableDay[];
  slots: BookableSlot[];
}

const noSlots: BookableSlot[] = [];

/** The remembered reads behind the booking page's data for the date `params` ask for. */
async function readCalendar({ bookableSlots }: CalendarServices, params: URLSearchParams, now: Date) {
  const window = await bookableSlots.window(now);
  const date = chosenDate(params, window.dates);
  const [days, slots] = await Promise.all([
    bookableSlots.days(now),
    date ? bookableSlots.slotsOn(date, now) : noSlots,
  ]);
  return { today: window.today, date, days, slots } satisfies CalendarReads;
}

function toBookingCalendar({ config }: CalendarServices, reads: CalendarReads): BookingCalendar {
  return {
    agency: { zone: config.agencyTimeZone, name: config.agencyName },
    today: reads.today,
    days: reads.days,
    date: reads.date,
    slots: reads.slots.map((slot) => ({ id: slot.id, time: slot.slotTime })),
  };
}

/** The booking page's data for the date `params` ask for; the reads come from the remembered bookable slots. */
export async function readBookingCalendar(
  services: CalendarServices,
  params: URLSearchParams,
  now = new Date(),
): Promise<BookingCalendar> {
  return toBookingCalendar(services, await readCalendar(services, params, now));
}

/** Beyond the window's dates and "no date", only dates that have just left the window. */
const MAX_REMEMBERED_BODIES = 16;

/**
 * GET /api/booking-calendar?date=yyyy-MM-dd: the same data as JSON. Every page watching a date asks
 * at once when it changes, so this stays lean: no page render, no compression (under 2 kB), and the
 * JSON written once per change: a body is reused for as long as the remembered slots hand out the very
 * reads it was made from. Nothing personal is in it. `headers` are the fixed security headers of an
 * API answer (see security-headers.ts).
 */
export function bookingCalendarRoute(
  services: CalendarServices,
  headers: Map<string, string>,
): RequestHandler {
  const bodies = new Map<CalendarDate | null, CalendarReads & { body: Buffer }>();
  return async (request, response) => {
    const query = request.originalUrl.indexOf("?");
    const params = new URLSearchParams(query < 0 ? "" : request.originalUrl.slice(query + 1));
    const reads = await readCalendar(services, params, new Date());
    let known = bodies.get(reads.date);
    if (!known || known.days !== reads.days || known.slots !== reads.slots || known.today !== reads.today) {
      if (bodies.size >= MAX_REMEMBERED_BODIES) bodies.clear();
      known = { ...reads, body: Buffer.from(JSON.stringify(toBookingCalendar(services, reads))) };
      bodies.set(reads.date, known);
    }
    response.setHeaders(headers);
    response.setHeader("Content-Length", known.body.length);
    response.end(request.method === "HEAD" ? undefined : known.body);
  };
}
