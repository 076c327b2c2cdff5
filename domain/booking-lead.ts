import type { BookingInput } from "./booking-schema";
import { leadAnswersOf } from "./lead-answers";
import { type LeadRecord, sourceColumnsOf } from "./lead-record";

/** The lead as a new booking's row keeps it, from the booking form (what was not sent is null). */
export function leadRecordOf(input: BookingInput): LeadRecord {
  return { leadAnswers: leadAnswersOf(input), ...sourceColumnsOf(input) };
}
