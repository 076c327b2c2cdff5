import type { RequestHandler } from "express";
import type { BookingCalendar } from "../../app/lib/booking-calendar";
import { chosenDate } from "../../app/lib/booking-params";
import { bookingWindow } from "../../app/lib/slot-rules";
import type { Services } from "../services";

/** The booking page's data for the date `params` ask for; the reads come from the remembered calendar. */
export async function readBookingCalendar(
  { calendar, config }: Pick<Services, "calendar" | "config">,
  params: URLSearchParams,
  now = new Date(),
): Promise<BookingCalendar> {
  const window = bookingWindow(now, config.agencyTimeZone);
  const date = chosenDate(params, window.dates);
  const [days, slots] = await Promise.all([calendar.days(now), date ? calendar.slotsOn(date, now) : []]);
  return {
    agency: { zone: config.agencyTimeZone, name: config.agencyName },
    today: window.today,
    days,
    date,
    slots: slots.map((slot) => ({ id: slot.id, time: slot.slotTime })),
  };
}

/**
 * GET /api/booking-calendar?date=yyyy-MM-dd: the same data as JSON. Every page watching a date asks
 * at once when it changes, so this stays lean: no page render, no compression (under 2 kB), no
 * document security headers; nothing personal is in it.
 */
export function bookingCalendarRoute(services: Pick<Services, "calendar" | "config">): RequestHandler {
  return async (request, response) => {
    const params = new URLSearchParams(request.originalUrl.split("?")[1] ?? "");
    const calendar = await readBookingCalendar(services, params);
    response.setHeader("Cache-Control", "no-store");
    response.setHeader("X-Content-Type-Options", "nosniff");
    response.json(calendar);
  };
}
