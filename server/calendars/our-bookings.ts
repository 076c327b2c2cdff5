import type { Database } from "../db/connection";
import { bookings } from "../db/schema";
import type { BusyWindow } from "./busy-intervals";

// The events we write into the owner's calendar (server/calendar-writes) carry the booking's id as
// their UID, the invitation's. When that calendar also counts as busy, they must not come back as busy
// times: the booking itself already holds its slot, and once cancelled or moved its old time is free
// at once, not after the calendar has been written and read again.

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function ourBookingsIn(db: Database): Promise<Pick<BusyWindow, "isOurBooking">> {
  const ids = new Set(
    (await db.select({ id: bookings.id }).from(bookings)).map(({ id }) => id.toLowerCase()),
  );
  return { isOurBooking: (uid) => uuidShape.test(uid) && ids.has(uid.toLowerCase()) };
}
