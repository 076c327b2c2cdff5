import { type VisitSource, type VisitSourceField, visitSourceFields } from "./visit-source-fields";

// A booking's lead as stored: the qualifying answers and the visit's source. The admin's screens read
// it, so this file imports no schema (the browser would load zod with it); a new booking's record is
// made in booking-lead.ts.

export interface LeadRecord {
  leadAnswers: Record<string, string> | null;
  sourceReferrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

export type SourceColumns = Omit<LeadRecord, "leadAnswers">;

/** Each source field's column: one table for both ways, from the form to the row and back. */
const columnOf: Record<VisitSourceField, keyof SourceColumns> = {
  source_referrer: "sourceReferrer",
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
};

/** The source columns of a visit's source fields (what was not sent is null). */
export function sourceColumnsOf(source: Partial<Record<VisitSourceField, string>>): SourceColumns {
  return Object.fromEntries(
    visitSourceFields.map((field) => [columnOf[field], source[field] ?? null]),
  ) as SourceColumns;
}

export function visitSourceOf(record: LeadRecord): VisitSource {
  return Object.fromEntries(visitSourceFields.map((field) => [field, record[columnOf[field]] ?? undefined]));
}
