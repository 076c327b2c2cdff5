import type { BookingInput } from "./booking-schema";
import { leadAnswersOf } from "./lead-answers";
import { type VisitSource, type VisitSourceField, visitSourceFields } from "./visit-source-fields";

// A booking's lead as stored: the qualifying answers and the visit's source.

export interface LeadRecord {
  leadAnswers: Record<string, string> | null;
  sourceReferrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

type SourceColumns = Omit<LeadRecord, "leadAnswers">;

/** Each source field's column: one table for both ways, from the form to the row and back. */
const columnOf: Record<VisitSourceField, keyof SourceColumns> = {
  source_referrer: "sourceReferrer",
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
};

/** The lead as a new booking's row keeps it, from the booking form (what was not sent is null). */
export function leadRecordOf(input: BookingInput): LeadRecord {
  const source = Object.fromEntries(
    visitSourceFields.map((field) => [columnOf[field], input[field] ?? null]),
  );
  return { leadAnswers: leadAnswersOf(input), ...(source as SourceColumns) };
}

export function visitSourceOf(record: LeadRecord): VisitSource {
  return Object.fromEntries(visitSourceFields.map((field) => [field, record[columnOf[field]] ?? undefined]));
}
