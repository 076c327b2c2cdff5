import { DEFAULT_BOOKING_RULES } from "../../domain/booking-rules";

/** The settings page's "Save rules" form as it posts the default rules; tests change a field or two. */
export const defaultRulesForm: Record<string, string> = {
  intent: "save-rules",
  notice_minutes: String(DEFAULT_BOOKING_RULES.noticeMinutes),
  horizon_days: String(DEFAULT_BOOKING_RULES.horizonDays),
  buffer_before_minutes: String(DEFAULT_BOOKING_RULES.bufferBeforeMinutes),
  buffer_after_minutes: String(DEFAULT_BOOKING_RULES.bufferAfterMinutes),
  daily_cap: DEFAULT_BOOKING_RULES.dailyCap === null ? "" : String(DEFAULT_BOOKING_RULES.dailyCap),
};
