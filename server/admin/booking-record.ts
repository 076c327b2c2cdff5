import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { BookingRecord } from "../../domain/bookings-list";
import { placeOfBooking } from "../../domain/meeting-place";
import type { Database } from "../db/connection";
import { bookingMoves, bookings, timeSlots } from "../db/schema";
import { leadColumns } from "./lead-record";

// A booking as its own admin screen shows it: who, when, what they answered, where they came from, and
// its history (each move, by whom; its cancel).

const fromSlot = alias(timeSlots, "from_slot");
const toSlot = alias(timeSlots, "to_slot");

export async function bookingRecord(db: Database, id: string): Promise<BookingRecord | undefined> {
  const [[row], moves] = await Promise.all([
    db
      .select({
        id: bookings.id,
        slotId: timeSlots.id,
        slotDate: timeSlots.slotDate,
        slotTime: timeSlots.slotTime,
        status: bookings.status,
        attendance: bookings.attendance,
        customerName: bookings.customerName,
        customerEmail: bookings.customerEmail,
        customerPhone: bookings.customerPhone,
        notes: bookings.notes,
        createdAt: bookings.createdAt,
        cancelledAt: bookings.cancelledAt,
        cancelledBy: bookings.cancelledBy,
        cancelReason: bookings.cancelReason,
        placeKind: bookings.placeKind,
        placeDetail: bookings.placeDetail,
        ...leadColumns,
      })
      .from(bookings)
      .innerJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
      .where(eq(bookings.id, id)),
    db
      .select({
        movedAt: bookingMoves.movedAt,
        by: bookingMoves.movedBy,
        fromDate: fromSlot.slotDate,
        fromTime: fromSlot.slotTime,
        toDate: toSlot.slotDate,
        toTime: toSlot.slotTime,
      })
      .from(bookingMoves)
      .innerJoin(fromSlot, eq(fromSlot.id, bookingMoves.fromSlotId))
      .innerJoin(toSlot, eq(toSlot.id, bookingMoves.toSlotId))
      .where(eq(bookingMoves.bookingId, id))
      .orderBy(asc(bookingMoves.movedAt)),
  ]);
  if (!row) return undefined;
  const { placeKind, placeDetail, ...record } = row;
  return {
    ...record,
    place: placeOfBooking({ placeKind, placeDetail, customerPhone: row.customerPhone }),
    moves: moves.map((move) => ({
      movedAt: move.movedAt,
      by: move.by,
      from: { slotDate: move.fromDate, slotTime: move.fromTime },
      to: { slotDate: move.toDate, slotTime: move.toTime },
    })),
  };
}
