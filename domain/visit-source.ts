import { REFERRER_FIELD, type VisitSource } from "./visit-source-fields";

// Where a visit came from, as the owner reads it: the page that linked to the site and the link's UTM
// parameters (kept by visit-source-storage.ts, sent with the booking form, stored with the booking).

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
