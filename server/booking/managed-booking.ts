import { and, desc, eq, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { BookingStatus, Canceller } from "../../domain/booking-status";
import type { BookingPlaceColumns } from "../../domain/meeting-place";
import type { Database } from "../db/connection";
import { bookingMoves, bookings, timeSlots } from "../db/schema";
import { type BookingDetails, bookingDetailsColumns } from "./booking-details";
import { hashManageToken, isWellFormedToken } from "./manage-token";

// A booking as its manage link finds it: one query by the token's hash, whatever the token; either of
// its two links (the first, e-mailed at booking, and the one written again, reissued-link.ts) opens it.

export interface ManagedBooking extends BookingDetails, Omit<BookingPlaceColumns, "customerPhone"> {
  id: string;
  status: BookingStatus;
  sequence: number;
  slotId: string;
  /** The zone the booker saw the times in, if any (their e-mails and page show the call in it). */
  bookerZone: string | null;
  cancelledBy: Canceller | null;
  /** Why it was cancelled, as whoever cancelled it wrote it. */
  cancelReason: string | null;
  bookedAt: Date;
}

const columns = {
  id: bookings.id,
  status: bookings.status,
  sequence: bookings.sequence,
  slotId: timeSlots.id,
  bookerZone: bookings.bookerZone,
  cancelledBy: bookings.cancelledBy,
  cancelReason: bookings.cancelReason,
  bookedAt: bookings.createdAt,
  placeKind: bookings.placeKind,
  placeDetail: bookings.placeDetail,
  ...bookingDetailsColumns,
};

async function oneBooking(db: Database, where: SQL | undefined, lock: boolean) {
  const query = db
    .select(columns)
    .from(bookings)
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
    .where(where);
  const [row] = await (lock ? query.for("update", { of: bookings }) : query);
  return row as ManagedBooking | undefined;
}

/**
 * The booking the token opens, locked for the rest of the transaction when `lock` (a cancel or a move
 * in progress waits for another on the same booking). A malformed token is not looked up at all.
 */
export async function bookingByToken(
  db: Database,
  token: string | undefined,
  { lock = false } = {},
): Promise<ManagedBooking | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const hash = hashManageToken(token);
  return oneBooking(db, or(eq(bookings.manageTokenHash, hash), eq(bookings.reissuedTokenHash, hash)), lock);
}

/** The booking with this id (the owner's screens), locked for the rest of the transaction when `lock`. */
export async function bookingById(
  db: Database,
  id: string,
  { lock = false } = {},
): Promise<ManagedBooking | undefined> {
  return oneBooking(db, eq(bookings.id, id), lock);
}

/** The standing booking of a slot (the admin's cancel), locked for the rest of the transaction. */
export async function standingBookingOfSlot(
  db: Database,
  slotId: string,
): Promise<ManagedBooking | undefined> {
  return oneBooking(db, and(eq(bookings.timeSlotId, slotId), eq(bookings.status, "confirmed")), true);
}

const fromSlot = alias(timeSlots, "from_slot");

/** Where the booking was before its last move, if it moved. */
export async function lastMoveOf(db: Database, bookingId: string) {
  const [move] = await db
    .select({ movedAt: bookingMoves.movedAt, slotDate: fromSlot.slotDate, slotTime: fromSlot.slotTime })
    .from(bookingMoves)
    .innerJoin(fromSlot, eq(fromSlot.id, bookingMoves.fromSlotId))
    .where(eq(bookingMoves.bookingId, bookingId))
    .orderBy(desc(bookingMoves.movedAt))
    .limit(1);
  return move;
}
