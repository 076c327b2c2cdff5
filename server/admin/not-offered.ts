import type { AdminSlotView } from "../../domain/admin-views";
import type { CalendarDate } from "../../domain/agency-time";
import type { BookingPolicy } from "../../domain/booking-rules";
import { type CalendarEvent, notOfferedWords } from "../../domain/not-offered-words";
import { callInBuffer, type SlotAt, slotRefusal } from "../../domain/slot-rules";
import { standingSlots } from "../booking/booking-policy";
import type { Database } from "../db/connection";

// Why Time Slots' free times inside the hours are not offered to visitors: the rule that keeps each
// (domain/slot-rules.ts, `slotRefusal`, the same rule the booking page's SQL applies), else the event
// of the owner's calendar over it.

interface Reading {
  now: Date;
  agencyZone: string;
  policy: BookingPolicy;
  /** The calendar event over each slot (server/admin/calendar-events-at.ts). */
  events: Map<string, CalendarEvent>;
}

type Shown = Pick<AdminSlotView, "id" | "slotDate" | "slotTime" | "status" | "started" | "place" | "offered">;

/** The reason, in the owner's words, of each slot kept from visitors, by slot id. */
export async function notOfferedReasons(
  db: Database,
  date: CalendarDate,
  slots: readonly Shown[],
  reading: Reading,
): Promise<Map<string, string>> {
  const kept = slots.filter(
    (slot) => slot.status === "available" && !slot.started && slot.place === "inside" && !slot.offered,
  );
  // Most days keep none: the standing calls (for the cap and the buffers) are read only when one is.
  if (kept.length === 0) return new Map();
  const standing = await standingSlots(db, date, date);
  return new Map(kept.map((slot) => [slot.id, reasonFor(slot, standing, reading)]));
}

function reasonFor(slot: Shown, standing: SlotAt[], { now, agencyZone, policy, events }: Reading) {
  const { rules } = policy;
  const rule = slotRefusal(slot, { now, agencyZone, policy, standing });
  if (rule === "notice") return notOfferedWords.notice(rules.noticeMinutes);
  if (rule === "horizon") return notOfferedWords.horizon(rules.horizonDays);
  if (rule === "daily_cap" && rules.dailyCap !== null) return notOfferedWords.dailyCap(rules.dailyCap);
  const buffered = rule === "buffer" ? callInBuffer(slot, rules, standing) : undefined;
  if (buffered) return notOfferedWords.buffer(buffered.side, buffered.call, slot.slotDate);
  const event = rule === null ? events.get(slot.id) : undefined;
  return event ? notOfferedWords.busy(event) : notOfferedWords.unknown;
}
