import { z } from "zod";
import { hoursAndMinutes, wallClockToInstant, zoneAbbreviation } from "../../domain/agency-time";
import { bookingParams } from "../../domain/booking-params";
import { fullDate } from "../../domain/slot-display";
import type { RememberedBookableSlots } from "../booking/remembered-bookable-slots";

export interface BookableTime {
  date: string;
  /** 'Wednesday, March 5, 2025' */
  day: string;
  /** 'HH:mm' in the agency zone */
  time: string;
  zone: string;
  /** Relative, so it works at whatever address the visitor reached the site. */
  link: string;
}

/**
 * The next times a visitor can book, read the way the booking page reads them (the same remembered slots,
 * the same window and same-day lead), each with a link that opens /book-call with it chosen.
 */
export async function nextBookableTimes(
  bookableSlots: RememberedBookableSlots,
  { now, agencyZone, limit }: { now: Date; agencyZone: string; limit: number },
): Promise<BookableTime[]> {
  const times: BookableTime[] = [];
  for (const day of await bookableSlots.days(now)) {
    if (day.count === 0) continue;
    for (const slot of await bookableSlots.slotsOn(day.date, now)) {
      const link = `/book-call?${new URLSearchParams({ [bookingParams.date]: day.date, [bookingParams.slot]: slot.id })}`;
      const instant = wallClockToInstant(day.date, slot.slotTime, agencyZone);
      times.push({
        date: day.date,
        day: fullDate(day.date),
        time: hoursAndMinutes(slot.slotTime),
        zone: `${zoneAbbreviation(agencyZone, instant)} (${agencyZone})`,
        link,
      });
      if (times.length >= limit) return times;
    }
  }
  return times;
}

/** The assistant's tool: what it may call to learn real availability. */
export function nextBookableTimesTool(
  { tool }: Pick<typeof import("ai"), "tool">,
  bookableSlots: RememberedBookableSlots,
  agencyZone: string,
) {
  return tool({
    description:
      "The next free strategy-call times, in the agency's time zone, each with the relative link that opens the booking page with that time chosen. Returns an empty list when nothing can be booked within the booking horizon.",
    inputSchema: z.object({
      count: z.number().int().min(1).max(10).optional().describe("How many times to return (default 5)."),
    }),
    execute: async ({ count }) => {
      const times = await nextBookableTimes(bookableSlots, {
        now: new Date(),
        agencyZone,
        limit: count ?? 5,
      });
      return times.length > 0
        ? { times }
        : { times, note: "No time can be booked within the booking horizon. Suggest contacting the agency." };
    },
  });
}
