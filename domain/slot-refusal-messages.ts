import type { SlotRefusal, TimeRefusal } from "./slot-rules";

/** Why a time cannot be booked, in the visitor's words, one per booking rule. */
export const slotRefusalMessages: Record<SlotRefusal, string> = {
  past: "This time has already passed.",
  horizon: "This time is further ahead than calls can be booked.",
  notice: "This time is too soon: calls must be booked further in advance.",
  blocked: "The agency is not taking calls on this date.",
  outside_hours: "This time is outside the agency's hours.",
  outside_date_hours: "This time is outside the agency's hours for that date.",
  daily_cap: "This date is fully booked.",
  buffer: "This time is too close to another call.",
};

/** What the booking page answers when the chosen time cannot be taken; a refused move says the same. */
export const timeRefusalMessages = {
  justBooked: "This time was just booked. Please choose another.",
  notBookable: "This time is no longer available. Please choose another.",
  /** A booking rule forbids the time: the same words, and which rule. */
  forbidden: (rule: SlotRefusal) => `${slotRefusalMessages[rule]} Please choose another time.`,
};

export function timeRefusalMessage(refusal: TimeRefusal): string {
  if (refusal.reason === "booked") return timeRefusalMessages.justBooked;
  return refusal.rule ? timeRefusalMessages.forbidden(refusal.rule) : timeRefusalMessages.notBookable;
}
