import { and, asc, eq, gte } from "drizzle-orm";
import type { BookedOutside } from "../../domain/admin-views";
import { dateInZone, timeInZone } from "../../domain/agency-time";
import { hoursOn, withinHours } from "../../domain/hours-in-force";
import type { Database } from "../db/connection";
import { bookings, timeSlots } from "../db/schema";
import { readHoursFrom } from "./generate";

// A change of hours never touches a booked call: the calls still to come that the hours in force no
// longer cover are listed in the settings, worked out afresh on every load, until each is moved or
// cancelled (docs/decisions/031-hours-are-the-truth.md).

export async function bookedOutsideHours(
  db: Database,
  { now, agencyZone }: { now: Date; agencyZone: string },
): Promise<BookedOutside[]> {
  const today = dateInZone(now, agencyZone);
  const time = timeInZone(now, agencyZone);
  const [hours, calls] = await Promise.all([
    readHoursFrom(db, today),
    db
      .select({
        bookingId: bookings.id,
        slotDate: timeSlots.slotDate,
        slotTime: timeSlots.slotTime,
        customerName: bookings.customerName,
      })
      .from(bookings)
      .innerJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
      .where(and(eq(bookings.status, "confirmed"), gte(timeSlots.slotDate, today)))
      .orderBy(asc(timeSlots.slotDate), asc(timeSlots.slotTime)),
  ]);
  return calls.flatMap((call) => {
    if (call.slotDate === today && call.slotTime <= time) return [];
    const onDate = hoursOn(call.slotDate, hours);
    if (withinHours(call.slotTime, onDate.ranges)) return [];
    return [{ ...call, blocked: onDate.from === "blocked" }];
  });
}
