import { REFERRER_FIELD, type VisitSource } from "./visit-source-fields";

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

export function visitSourceOf(record: LeadRecord): VisitSource {
  const source: VisitSource = {
    [REFERRER_FIELD]: record.sourceReferrer ?? undefined,
    utm_source: record.utmSource ?? undefined,
    utm_medium: record.utmMedium ?? undefined,
    utm_campaign: record.utmCampaign ?? undefined,
    utm_term: record.utmTerm ?? undefined,
    utm_content: record.utmContent ?? undefined,
  };
  return source;
}
