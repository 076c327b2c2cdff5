import type { CalendarDate } from "./agency-time";
import type { BookingStatus, Canceller, SlotStatus } from "./booking-status";

// What the admin screens show, as the server's queries return it (server/admin/, server/availability/).

/** What happened at a slot before: a booking cancelled there, or moved away to another time. */
export type SlotHistoryEntry =
  | { kind: "cancelled"; customerName: string; at: Date; by: Canceller; reason: string | null }
  | { kind: "moved-away"; customerName: string; at: Date; toDate: CalendarDate; toTime: string };

export interface AdminSlot {
  id: string;
  slotTime: string;
  status: SlotStatus;
  booking: {
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    notes: string | null;
    /** When the customer moved this booking here from another time; null when booked here. */
    movedHereAt: Date | null;
  } | null;
  history: SlotHistoryEntry[];
}

export interface RecentBooking {
  id: string;
  customerName: string;
  customerEmail: string;
  notes: string | null;
  slotDate: CalendarDate;
  slotTime: string;
  status: BookingStatus;
  cancelledAt: Date | null;
  cancelledBy: Canceller | null;
  cancelReason: string | null;
  /** When the customer last moved it to another time (null: never moved). */
  movedAt: Date | null;
}

/** Booked and free slots of one day. */
export interface DayLoad {
  date: CalendarDate;
  booked: number;
  available: number;
}

/** One weekday's hours, in the agency zone. */
export interface WeeklyHours {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isEnabled: boolean;
}
