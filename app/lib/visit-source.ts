// Where a visit came from: the page that linked to the site and the link's UTM parameters. The browser
// keeps them in session storage (visit-source-storage.ts) and sends them with the booking form.
// No zod here: the landing page loads this file.

export const utmFields = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export const REFERRER_FIELD = "source_referrer";
export const visitSourceFields = [REFERRER_FIELD, ...utmFields] as const;
export type VisitSourceField = (typeof visitSourceFields)[number];
export type VisitSource = Partial<Record<VisitSourceField, string>>;

export const VISIT_SOURCE_MAX = { [REFERRER_FIELD]: 500, utm: 200 } as const;
export const visitSourceMax = (field: VisitSourceField) =>
  field === REFERRER_FIELD ? VISIT_SOURCE_MAX[REFERRER_FIELD] : VISIT_SOURCE_MAX.utm;

/** The name a booking's source is counted under: its utm_source, else the referring site, else direct. */
export function sourceName(source: VisitSource): string {
  if (source.utm_source) return source.utm_source;
  if (source[REFERRER_FIELD]) {
    try {
      return new URL(source[REFERRER_FIELD]).hostname;
    } catch {
      return source[REFERRER_FIELD];
    }
  }
  return "direct";
}

/** The source in one line for the owner: `utm_source / utm_medium / utm_campaign (term, content) · referrer`. */
export function describeVisitSource(source: VisitSource): string | undefined {
  const utm = [source.utm_source, source.utm_medium, source.utm_campaign].filter(Boolean).join(" / ");
  const extra = [source.utm_term, source.utm_content].filter(Boolean).join(", ");
  const parts = [
    utm + (extra ? ` (${extra})` : ""),
    source[REFERRER_FIELD] ? `from ${source[REFERRER_FIELD]}` : "",
  ];
  const text = parts.filter(Boolean).join(" · ");
  return text || undefined;
}
