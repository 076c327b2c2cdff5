import type { ActionResult } from "./action-result";

// The admin's Calendars page, for bookings: where they are written, how the writes go, and the
// private subscription address. Shared by the cards and the server that fills them.

export interface BookingFeedView {
  /** The address, while there is one: webcal:// for calendar apps, and the same as https://. */
  address?: { webcal: string; https: string; createdAt: string };
}

export interface WritableCalendar {
  id: string;
  name: string;
  /** The account it belongs to, as the owner knows it ("owner@dav.example"). */
  account: string;
  writtenHere: boolean;
}

export interface CalendarWritingView {
  /** The connected CalDAV calendars bookings can be written into. */
  calendars: WritableCalendar[];
  /** Writes still to reach the calendar (retried by themselves), and those given up on. */
  pending: number;
  failed: number;
  /** The latest write that failed and has not succeeded since: why, and when it was queued. */
  lastError?: { message: string; queuedAt: string };
}

export type BookingFeedResult = ActionResult<string, { address?: BookingFeedView["address"] }>;
