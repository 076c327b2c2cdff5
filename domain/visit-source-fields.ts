// The fields a visit's source travels in, from the landing page's session storage to the booking form
// and the database. Self-contained: the landing page loads this file.

export const utmFields = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export const REFERRER_FIELD = "source_referrer";
export const visitSourceFields = [REFERRER_FIELD, ...utmFields] as const;
export type VisitSourceField = (typeof visitSourceFields)[number];
export type VisitSource = Partial<Record<VisitSourceField, string>>;

/** The longest value kept: the referrer's, and each UTM parameter's. */
export const visitSourceMax = (field: VisitSourceField) => (field === REFERRER_FIELD ? 500 : 200);
