import type { CalendarDate } from "./agency-time";
import type { Attendance, BookingStatus, Canceller, Mover, SlotStatus } from "./booking-status";
import type { PlaceInHours } from "./hours-in-force";
import type { LeadRecord } from "./lead-record";

// What the admin screens show, as the server's queries return it (server/admin/, server/availability/).

/**
 * What happened at a slot before: a booking cancelled there, or moved away to another time. Each entry is
 * one booking's own event (`bookingId`): a slot booked again shows only its standing booking's.
 */
export type SlotHistoryEntry = { bookingId: string; customerName: string; at: Date } & (
  | { kind: "cancelled"; by: Canceller; reason: string | null }
  | { kind: "moved-away"; by: Mover; toDate: CalendarDate; toTime: string }
);

export interface AdminSlot {
  id: string;
  slotDate: CalendarDate;
  slotTime: string;
  status: SlotStatus;
  booking:
    | ({
        id: string;
        /** Marked by the owner after the call (null: not marked). */
        attendance: Attendance | null;
        customerName: string;
        customerEmail: string;
        customerPhone: string | null;
        notes: string | null;
        /** When this booking was moved here from another time, and by whom; null when booked here. */
        movedHereAt: Date | null;
        movedHereBy: Mover | null;
      } & LeadRecord)
    | null;
  /** Free: every earlier booking's event at this time; booked: only the standing booking's own. */
  history: SlotHistoryEntry[];
}

/** A slot as the time-slots screen shows it: whether its time has come, and where it stands against the hours. */
export interface AdminSlotView extends AdminSlot {
  /** The slot's start has passed (the agency zone's now, when the page was read). */
  started: boolean;
  /** Inside the hours in force on its date, outside them, or on a blocked date: only "inside" is offered. */
  place: PlaceInHours;
  /**
   * A visitor could book it now (the booking page's rule): false for a free time inside the hours that
   * the notice, the horizon, a buffer around a call, the daily cap or the owner's calendar keeps from visitors.
   */
  offered: boolean;
  /** Not offered (a free time inside the hours): the rule or calendar event that keeps it, in the owner's words. */
  notOfferedBecause?: string;
  /** Booked: an event of the owner's calendar at the call's time, in the owner's words. */
  calendarClash?: string;
}

export interface RecentBooking extends LeadRecord {
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
  /** When it was last moved to another time (null: never moved), and by whom. */
  movedAt: Date | null;
  movedBy: Mover | null;
  /** Marked by the owner after the call (null: not marked). */
  attendance: Attendance | null;
}

/** Booked and free slots of one day. */
export interface DayLoad {
  date: CalendarDate;
  booked: number;
  available: number;
}

/** One range of a weekday's hours, in the agency zone (a weekday may have several rows). */
export interface WeeklyHours {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isEnabled: boolean;
}

/** One weekday's hours as the settings edit them: its switch and its ranges, in order of start. */
export interface DayHours {
  dayOfWeek: number;
  isEnabled: boolean;
  ranges: { startTime: string; endTime: string }[];
}

/** A booked call still to come that the hours in force do not cover (a blocked date, or outside the hours). */
export interface BookedOutside {
  bookingId: string;
  slotDate: CalendarDate;
  slotTime: string;
  customerName: string;
  /** On a date the owner blocked (else: outside that day's hours). */
  blocked: boolean;
}

export interface Horizon {
  enabled: boolean;
  days: number;
}

export interface ShowRate {
  /** Standing calls in the window, marked or not: bookings per week is this over the window's weeks. */
  calls: number;
  attended: number;
  marked: number;
  /** attended / marked, 0–100 rounded; null while nothing is marked. */
  percent: number | null;
}

/** What already exists, as the settings page tells the owner: slots from today on, and their last date. */
export interface SlotSummary {
  future: number;
  booked: number;
  lastDate: CalendarDate | null;
}

/** Where e-mailed links point (server/site-address/), as the settings show it. */
export interface SiteAddressView {
  /** The address in use: PUBLIC_URL's origin, the confirmed one, or the start's localhost address. */
  origin: string;
  source: "public-url" | "confirmed" | "unconfirmed";
  /** How and when it was confirmed (source "confirmed"). */
  confirmed?: { by: string; at: string };
  /** The address this page was opened at: offered when none is confirmed. */
  thisPage: string;
}
