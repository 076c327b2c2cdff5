// The states a slot and a booking can be in: the database's check constraints (server/db/schema.ts)
// and the screens that show them use these one lists.

export const slotStatuses = ["available", "booked", "unavailable"] as const;
export type SlotStatus = (typeof slotStatuses)[number];

export const bookingStatuses = ["confirmed", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const cancellers = ["customer", "owner"] as const;
export type Canceller = (typeof cancellers)[number];
/** Who moved a booking to another time: the same two. */
export const movers = cancellers;
export type Mover = Canceller;
export const attendances = ["attended", "no_show"] as const;
export type Attendance = (typeof attendances)[number];
