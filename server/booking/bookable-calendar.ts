import type { CalendarDate } from "../../domain/agency-time";
import { bookingWindow } from "../../domain/slot-rules";
import type { Database } from "../db/connection";
import { type BookableDay, type BookableSlot, bookableDays, bookableSlotsOn } from "./bookable-slots";

interface Entry<T> {
  key: string;
  value: Promise<T>;
  expiresAt: number;
}

/** Longest a remembered answer is served, should a change announcement ever be lost. */
const MAX_AGE_MS = 30_000;

/**
 * The booking page's reads, remembered between changes. An answer is kept under everything it
 * depends on besides the table (the agency's today and, for today, the lead-time cut-off), so it is
 * exactly what the SQL would return. It is forgotten when its date changes: the database announces
 * every change (the NOTIFY every instance hears) and a booking made here forgets its date at once.
 * Concurrent readers share one query.
 */
export class BookableCalendar {
  private readonly slots = new Map<CalendarDate, Entry<BookableSlot[]>>();
  private daysEntry: Entry<BookableDay[]> | undefined;

  constructor(
    private readonly db: Database,
    private readonly agencyZone: string,
    private readonly clock: () => number = Date.now,
  ) {}

  slotsOn(date: CalendarDate, now: Date): Promise<BookableSlot[]> {
    const window = bookingWindow(now, this.agencyZone);
    const key = `${window.today}|${date === window.today ? window.todayEarliestExclusive : ""}`;
    const cached = this.slots.get(date);
    if (cached && cached.key === key && cached.expiresAt > this.clock()) return cached.value;
    for (const [known, entry] of this.slots)
      if (!entry.key.startsWith(window.today)) this.slots.delete(known);
    const entry = this.entry(key, bookableSlotsOn(this.db, date, { now, agencyZone: this.agencyZone }));
    this.slots.set(date, entry);
    entry.value.catch(() => {
      if (this.slots.get(date) === entry) this.slots.delete(date);
    });
    return entry.value;
  }

  days(now: Date): Promise<BookableDay[]> {
    const window = bookingWindow(now, this.agencyZone);
    const key = `${window.today}|${window.todayEarliestExclusive}`;
    const cached = this.daysEntry;
    if (cached && cached.key === key && cached.expiresAt > this.clock()) return cached.value;
    const entry = this.entry(key, bookableDays(this.db, { now, agencyZone: this.agencyZone }));
    this.daysEntry = entry;
    entry.value.catch(() => {
      if (this.daysEntry === entry) this.daysEntry = undefined;
    });
    return entry.value;
  }

  /** A date's slots changed (null: anything may have changed). */
  forget(date: CalendarDate | null) {
    this.daysEntry = undefined;
    if (date === null) this.slots.clear();
    else this.slots.delete(date);
  }

  private entry<T>(key: string, value: Promise<T>): Entry<T> {
    return { key, value, expiresAt: this.clock() + MAX_AGE_MS };
  }
}
