import { addDays, type CalendarDate, dateInZone } from "../../domain/agency-time";
import { type BookingPolicy, type BookingRules, DEFAULT_BOOKING_RULES } from "../../domain/booking-rules";
import { type BookingWindow, bookingWindow } from "../../domain/slot-rules";
import type { Database } from "../db/connection";
import { type BookableDay, type BookableSlot, bookableDays, bookableSlotsOn } from "./bookable-slots";
import { policyFrom, readBookingPolicy } from "./booking-policy";

interface Entry<T> {
  key: string;
  value: Promise<T>;
  expiresAt: number;
}

/** Longest a remembered answer is served, should a change announcement ever be lost. */
const MAX_AGE_MS = 30_000;

/**
 * The bookable slots and day counts (bookable-slots.ts) that the booking page, its JSON endpoint and the
 * chat assistant read, remembered between changes. An answer is kept under everything it depends on
 * besides the tables (the agency's today, the notice's cut-off, the owner's rules), so it is exactly
 * what the SQL would return. It is forgotten when its date changes: the database announces
 * every change (the NOTIFY every instance hears) and a booking made here forgets its date at once. A
 * change of the rules or date overrides is announced as "anything" (null): everything is forgotten.
 * Concurrent readers share one query.
 */
export class RememberedBookableSlots {
  private readonly slots = new Map<CalendarDate, Entry<BookableSlot[]>>();
  private daysEntry: Entry<BookableDay[]> | undefined;
  private policyEntry: Entry<BookingPolicy> | undefined;
  /** Raised by every "anything changed": an answer read under older rules is never kept. */
  private generation = 0;
  private knownRules: BookingRules = DEFAULT_BOOKING_RULES;

  constructor(
    private readonly db: Database,
    private readonly agencyZone: string,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The rules last read (the defaults before the first read): for checks that cannot wait for a read. */
  get lastRules(): BookingRules {
    return this.knownRules;
  }

  /** The owner's rules and the date overrides that still matter, remembered like the slots. */
  policy(now: Date): Promise<BookingPolicy> {
    const key = `${dateInZone(now, this.agencyZone)}|${this.generation}`;
    const cached = this.policyEntry;
    if (cached && cached.key === key && cached.expiresAt > this.clock()) return cached.value;
    const from = policyFrom(now, this.agencyZone);
    const entry = this.entry(key, readBookingPolicy(this.db, from));
    this.policyEntry = entry;
    entry.value.then(
      (policy) => {
        if (this.policyEntry === entry) this.knownRules = policy.rules;
      },
      () => {
        if (this.policyEntry === entry) this.policyEntry = undefined;
      },
    );
    return entry.value;
  }

  /** The window of dates and the notice's cut-off under the owner's rules. */
  async window(now: Date): Promise<BookingWindow> {
    return bookingWindow(now, this.agencyZone, (await this.policy(now)).rules);
  }

  async slotsOn(date: CalendarDate, now: Date): Promise<BookableSlot[]> {
    const generation = this.generation;
    const policy = await this.policy(now);
    const window = bookingWindow(now, this.agencyZone, policy.rules);
    const { earliest } = window;
    const key = `${window.today}|${generation}|${earliest.date}|${date === earliest.date ? earliest.timeExclusive : ""}`;
    const cached = this.slots.get(date);
    if (cached && cached.key === key && cached.expiresAt > this.clock()) return cached.value;
    for (const [known, entry] of this.slots)
      if (!entry.key.startsWith(window.today)) this.slots.delete(known);
    const entry = this.entry(
      key,
      bookableSlotsOn(this.db, date, { now, agencyZone: this.agencyZone, policy }),
    );
    if (generation === this.generation) this.slots.set(date, entry);
    entry.value.catch(() => {
      if (this.slots.get(date) === entry) this.slots.delete(date);
    });
    return entry.value;
  }

  async days(now: Date): Promise<BookableDay[]> {
    const generation = this.generation;
    const policy = await this.policy(now);
    const window = bookingWindow(now, this.agencyZone, policy.rules);
    const key = `${window.today}|${generation}|${window.earliest.date}|${window.earliest.timeExclusive}`;
    const cached = this.daysEntry;
    if (cached && cached.key === key && cached.expiresAt > this.clock()) return cached.value;
    const entry = this.entry(key, bookableDays(this.db, { now, agencyZone: this.agencyZone, policy }));
    if (generation === this.generation) this.daysEntry = entry;
    entry.value.catch(() => {
      if (this.daysEntry === entry) this.daysEntry = undefined;
    });
    return entry.value;
  }

  /**
   * A date's slots changed (null: anything may have changed, the rules included). A booking's buffers
   * reach across midnight, so the dates either side are forgotten too.
   */
  forget(date: CalendarDate | null) {
    this.daysEntry = undefined;
    if (date === null) {
      this.generation++;
      this.policyEntry = undefined;
      this.slots.clear();
      return;
    }
    for (const near of [addDays(date, -1), date, addDays(date, 1)]) this.slots.delete(near);
  }

  private entry<T>(key: string, value: Promise<T>): Entry<T> {
    return { key, value, expiresAt: this.clock() + MAX_AGE_MS };
  }
}
