import { DEFAULT_END_TIME, DEFAULT_START_TIME } from "../../domain/availability-schema";
import { bookingWindow } from "../../domain/slot-rules";
import { generateSlots } from "../../server/availability/generate";
import { addDateOverride } from "../../server/booking/booking-policy";
import type { Database } from "../../server/db/connection";
import { timeSlots, weeklyAvailability } from "../../server/db/schema";

/** What the measurements use: a date to read, and slots nobody else books for each kind of booking. */
export interface BenchFixture {
  /** Tomorrow in the agency zone: hourly slots 09:00–16:00, as the demo data makes them. */
  readDate: string;
  /** Booked over HTTP, one request each. */
  httpSlots: string[];
  /** Booked by calling the booking code directly (the baseline of the HTTP bookings). */
  directSlots: string[];
  /** Booked one at a time while a client listens to their date's events. */
  realtime: { date: string; slotIds: string[] };
}

const REALTIME_SLOTS = 100;

/**
 * Every day of the booking window gets the demo hours through the real slot generation; the five
 * days after tomorrow also get a slot every minute, so thousands of distinct slots can be booked.
 */
export async function seedBenchSlots(db: Database, agencyZone: string): Promise<BenchFixture> {
  const now = new Date();
  await db
    .insert(weeklyAvailability)
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: DEFAULT_START_TIME,
        endTime: DEFAULT_END_TIME,
      })),
    )
    .onConflictDoNothing();
  const { dates } = bookingWindow(now, agencyZone);
  await generateSlots(db, { days: dates.length, now, agencyZone });
  const [, readDate, ...later] = dates as [string, string, ...string[]];
  // Those days are open around the clock, so every minute's slot lies within the hours.
  await addDateOverride(db, {
    fromDate: later[0] ?? readDate,
    toDate: later.at(-1) ?? readDate,
    opensAt: "00:00:00",
    closesAt: "24:00:00",
    note: "bench: a slot every minute",
  });
  const minuteSlots: string[][] = [];
  for (const date of later) minuteSlots.push(await addMinuteSlots(db, date));
  const [day2 = [], day3 = [], day4 = [], day5 = [], day6 = []] = minuteSlots;
  return {
    readDate,
    httpSlots: [...day2, ...day3, ...day4],
    directSlots: day5,
    realtime: { date: later[4] ?? readDate, slotIds: day6.slice(0, REALTIME_SLOTS) },
  };
}

async function addMinuteSlots(db: Database, slotDate: string): Promise<string[]> {
  const times: string[] = [];
  // Up to 23:00, the last start of a whole call before midnight.
  for (let minute = 0; minute <= 23 * 60; minute++)
    times.push(
      `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}:00`,
    );
  const ids: string[] = [];
  for (let start = 0; start < times.length; start += 500) {
    const rows = await db
      .insert(timeSlots)
      .values(times.slice(start, start + 500).map((slotTime) => ({ slotDate, slotTime })))
      .onConflictDoNothing({ target: [timeSlots.slotDate, timeSlots.slotTime] })
      .returning({ id: timeSlots.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}
