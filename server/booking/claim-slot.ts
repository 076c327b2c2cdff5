import { and, eq, sql } from "drizzle-orm";
import type { BookingPolicy } from "../../domain/booking-rules";
import { bookingWindow, slotRefusal, type TimeRefusal } from "../../domain/slot-rules";
import type { Database } from "../db/connection";
import { timeSlots } from "../db/schema";
import { busyDuring, isBookable } from "./bookable-slots";
import { policyFrom, readBookingPolicy, standingSlots } from "./booking-policy";

// Taking a slot for a booking, or for a booking being moved: one conditional update, so of two claims
// of one slot only one wins; a claim that loses says why, naming the rule when one forbids the time.

export interface ClaimedSlot {
  id: string;
  slotDate: string;
  slotTime: string;
}

export type SlotClaim = { ok: true; slot: ClaimedSlot } | { ok: false; refusal: TimeRefusal };

export interface Claiming {
  now: Date;
  agencyZone: string;
  /** The booking being moved: it neither caps its new date nor buffers its new time. */
  movingBookingId?: string;
  /** The policy the transaction already read (with its other reads); else read here. */
  policy?: BookingPolicy;
}

/** Inside the caller's transaction: the slot goes from available to booked only if it is still bookable. */
export async function claimSlot(tx: Database, slotId: string, claiming: Claiming): Promise<SlotClaim> {
  const { now, agencyZone, movingBookingId } = claiming;
  // Read inside the transaction: the rules the owner saved last are the ones that apply.
  const policy = claiming.policy ?? (await readBookingPolicy(tx, policyFrom(now, agencyZone)));
  const window = bookingWindow(now, agencyZone, policy.rules);
  const [slot] = await tx
    .update(timeSlots)
    .set({ status: "booked", updatedAt: sql`now()` })
    .where(and(eq(timeSlots.id, slotId), isBookable(window, policy, { movingBookingId })))
    .returning({ id: timeSlots.id, slotDate: timeSlots.slotDate, slotTime: timeSlots.slotTime });
  if (slot) return { ok: true, slot };
  return { ok: false, refusal: await whyRefused(tx, slotId, policy, claiming) };
}

async function whyRefused(
  tx: Database,
  slotId: string,
  policy: BookingPolicy,
  claiming: Claiming,
): Promise<TimeRefusal> {
  const [slot] = await tx
    .select({ slotDate: timeSlots.slotDate, slotTime: timeSlots.slotTime, status: timeSlots.status })
    .from(timeSlots)
    .where(eq(timeSlots.id, slotId));
  if (slot?.status === "booked") return { reason: "booked" };
  // Closed or unknown: no rule to name.
  if (slot?.status !== "available") return { reason: "not_bookable" };
  const { now, agencyZone, movingBookingId } = claiming;
  // The owner's own calendar took the time: to the visitor, the same as someone else booking it.
  const window = bookingWindow(now, agencyZone, policy.rules);
  const [busy] = await tx
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(and(eq(timeSlots.id, slotId), busyDuring(window, policy.rules)));
  if (busy) return { reason: "booked" };
  const standing = await standingSlots(tx, slot.slotDate, slot.slotDate, { movingBookingId });
  const rule = slotRefusal(slot, { now, agencyZone, policy, standing });
  return rule ? { reason: "not_bookable", rule } : { reason: "not_bookable" };
}
