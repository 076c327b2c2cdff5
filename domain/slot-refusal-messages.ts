import type { SlotRefusal } from "./slot-rules";

/** Why a time cannot be booked, in the visitor's words, one per booking rule. */
export const slotRefusalMessages: Record<SlotRefusal, string> = {
  horizon: "This time is further ahead than calls can be booked.",
  notice: "This time is too soon: calls must be booked further in advance.",
  blocked: "The agency is not taking calls on this date.",
  outside_date_hours: "This time is outside the agency's hours for that date.",
  daily_cap: "This date is fully booked.",
  buffer: "This time is too close to another call.",
};
