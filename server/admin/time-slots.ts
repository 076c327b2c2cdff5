import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AdminSlot, AdminSlotView, SlotHistoryEntry } from "../../domain/admin-views";
import { type CalendarDate, wallClockToInstant } from "../../domain/agency-time";
import type { Mover } from "../../domain/booking-status";
import { hoursOn, placeInHours } from "../../domain/hours-in-force";
import type { LeadRecord } from "../../domain/lead-record";
import { calendarClashWords } from "../../domain/not-offered-words";
import { type OwnerCancelRefusal, ownerCancelRefusal } from "../../domain/owner-cancel";
import { readHoursFrom } from "../availability/generate";
import { bookableSlotsOn } from "../booking/bookable-slots";
import { policyFrom, readBookingPolicy } from "../booking/booking-policy";
import type { Database } from "../db/connection";
import { bookingMoves, bookings, timeSlots } from "../db/schema";
import { calendarEventsAt } from "./calendar-events-at";
import { leadColumns } from "./lead-record";
import { notOfferedReasons } from "./not-offered";

const toSlot = alias(timeSlots, "to_slot");

async function historyOf(db: Database, slotIds: string[]): Promise<Map<string, SlotHistoryEntry[]>> {
  const history = new Map<string, SlotHistoryEntry[]>();
  if (slotIds.length === 0) return history;
  const [cancelled, moved] = await Promise.all([
    db
      .select({
        slotId: bookings.timeSlotId,
        bookingId: bookings.id,
        customerName: bookings.customerName,
        at: bookings.cancelledAt,
        by: bookings.cancelledBy,
        reason: bookings.cancelReason,
      })
      .from(bookings)
      .where(and(inArray(bookings.timeSlotId, slotIds), eq(bookings.status, "cancelled"))),
    db
      .select({
        slotId: bookingMoves.fromSlotId,
        bookingId: bookingMoves.bookingId,
        customerName: bookings.customerName,
        at: bookingMoves.movedAt,
        by: bookingMoves.movedBy,
        toDate: toSlot.slotDate,
        toTime: toSlot.slotTime,
      })
      .from(bookingMoves)
      .innerJoin(bookings, eq(bookings.id, bookingMoves.bookingId))
      .innerJoin(toSlot, eq(toSlot.id, bookingMoves.toSlotId))
      .where(inArray(bookingMoves.fromSlotId, slotIds)),
  ]);
  const add = (slotId: string, entry: SlotHistoryEntry) =>
    history.set(slotId, [...(history.get(slotId) ?? []), entry]);
  for (const row of cancelled)
    if (row.at && row.by)
      add(row.slotId, {
        kind: "cancelled",
        bookingId: row.bookingId,
        customerName: row.customerName,
        at: row.at,
        by: row.by,
        reason: row.reason,
      });
  for (const row of moved)
    add(row.slotId, {
      kind: "moved-away",
      bookingId: row.bookingId,
      customerName: row.customerName,
      at: row.at,
      by: row.by,
      toDate: row.toDate,
      toTime: row.toTime,
    });
  for (const entries of history.values()) entries.sort((a, b) => b.at.getTime() - a.at.getTime());
  return history;
}

/**
 * The history a slot's card shows: a free slot's is every earlier booking's at that time; a booked
 * slot's is its standing booking's own (moved away and back), never an earlier booking's, which would
 * read as this customer's.
 */
function historyShown(entries: SlotHistoryEntry[], standingBookingId: string | null) {
  return standingBookingId === null
    ? entries
    : entries.filter((entry) => entry.bookingId === standingBookingId);
}

/** A day's slots in time order, each with its standing booking when it has one, and what happened before. */
export async function slotsOfDay(db: Database, date: CalendarDate): Promise<AdminSlot[]> {
  const rows = await db
    .select({
      id: timeSlots.id,
      slotDate: timeSlots.slotDate,
      slotTime: timeSlots.slotTime,
      status: timeSlots.status,
      bookingId: bookings.id,
      attendance: bookings.attendance,
      customerName: bookings.customerName,
      customerEmail: bookings.customerEmail,
      customerPhone: bookings.customerPhone,
      notes: bookings.notes,
      ...leadColumns,
      movedHereAt:
        sql<Date | null>`(select max(m.moved_at) from booking_moves m where m.booking_id = ${bookings.id} and m.to_slot_id = ${timeSlots.id})`.mapWith(
          (value) => (value === null ? null : new Date(value)),
        ),
      movedHereBy: sql<Mover | null>`(select m.moved_by from booking_moves m where m.booking_id = ${bookings.id} and m.to_slot_id = ${timeSlots.id} order by m.moved_at desc limit 1)`,
    })
    .from(timeSlots)
    .leftJoin(bookings, and(eq(bookings.timeSlotId, timeSlots.id), eq(bookings.status, "confirmed")))
    .where(eq(timeSlots.slotDate, date))
    .orderBy(asc(timeSlots.slotTime));
  const history = await historyOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const { id, slotDate, slotTime, status, bookingId, attendance, customerName, customerEmail } = row;
    const { customerPhone, notes, movedHereAt, movedHereBy } = row;
    return {
      id,
      slotDate,
      slotTime,
      status,
      booking:
        bookingId !== null && customerName !== null && customerEmail !== null
          ? {
              id: bookingId,
              attendance,
              customerName,
              customerEmail,
              customerPhone,
              notes,
              movedHereAt,
              movedHereBy,
              ...leadOf(row),
            }
          : null,
      history: historyShown(history.get(id) ?? [], bookingId),
    };
  });
}

/**
 * A day's slots as the time-slots screen shows them: each with whether its time has come, where it
 * stands against the hours in force that day, and whether a visitor could book it now (if not, why);
 * a booked call, with the owner's calendar event at its time when there is one.
 */
export async function slotViewsOfDay(
  db: Database,
  date: CalendarDate,
  { now, agencyZone }: { now: Date; agencyZone: string },
): Promise<AdminSlotView[]> {
  const policyRead = readBookingPolicy(db, policyFrom(now, agencyZone));
  const [slots, hours, bookable, events, policy] = await Promise.all([
    slotsOfDay(db, date),
    readHoursFrom(db, date),
    policyRead.then((policy) => bookableSlotsOn(db, date, { now, agencyZone, policy })),
    policyRead.then(({ rules }) => calendarEventsAt(db, date, { agencyZone, rules })),
    policyRead,
  ]);
  const onDate = hoursOn(date, hours);
  const offered = new Set(bookable.map((slot) => slot.id));
  const views = slots.map((slot) => ({
    ...slot,
    started: wallClockToInstant(date, slot.slotTime, agencyZone).getTime() <= now.getTime(),
    place: placeInHours(slot.slotTime, onDate),
    offered: offered.has(slot.id),
  }));
  const reasons = await notOfferedReasons(db, date, views, { now, agencyZone, policy, events });
  return views.map((view) => {
    const because = reasons.get(view.id);
    const event = view.status === "booked" ? events.get(view.id) : undefined;
    // Only the slots that have one carry these words: the page's data stays small.
    return {
      ...view,
      ...(because ? { notOfferedBecause: because } : {}),
      ...(event ? { calendarClash: calendarClashWords(event) } : {}),
    };
  });
}

/** Why the owner may not cancel this slot's standing booking (none: it may; no booking: no-booking). */
export async function whyOwnerMayNotCancel(
  db: Database,
  slotId: string,
  { now, agencyZone }: { now: Date; agencyZone: string },
): Promise<OwnerCancelRefusal | "no-booking" | null> {
  const [call] = await db
    .select({ slotDate: timeSlots.slotDate, slotTime: timeSlots.slotTime, attendance: bookings.attendance })
    .from(bookings)
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
    .where(and(eq(bookings.timeSlotId, slotId), eq(bookings.status, "confirmed")));
  return call ? ownerCancelRefusal(call, now, agencyZone) : "no-booking";
}

function leadOf(row: LeadRecord): LeadRecord {
  const { leadAnswers, sourceReferrer, utmSource, utmMedium, utmCampaign, utmTerm, utmContent } = row;
  return { leadAnswers, sourceReferrer, utmSource, utmMedium, utmCampaign, utmTerm, utmContent };
}

export type ToggleResult = { ok: true } | { ok: false; reason: "not-found" | "booked" };

/**
 * Opens or closes a slot. The update itself refuses a booked slot (`status <> 'booked'`), so a booking
 * made a moment earlier can never be overwritten.
 */
export async function setSlotAvailability(
  db: Database,
  slotId: string,
  status: "available" | "unavailable",
): Promise<ToggleResult> {
  const updated = await db
    .update(timeSlots)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(timeSlots.id, slotId), ne(timeSlots.status, "booked")))
    .returning({ id: timeSlots.id });
  if (updated.length > 0) return { ok: true };
  const [existing] = await db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(eq(timeSlots.id, slotId))
    .limit(1);
  return { ok: false, reason: existing ? "booked" : "not-found" };
}
