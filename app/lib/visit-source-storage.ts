// Where a visit came from, kept in this tab's session storage only until the visitor books: no cookie,
// nothing sent anywhere but with the booking form (as hidden fields). The landing page loads this
// file, so it stays tiny (the field names are in domain/visit-source-fields.ts, shared with the server).
import {
  REFERRER_FIELD,
  utmFields,
  type VisitSource,
  type VisitSourceField,
  visitSourceFields,
  visitSourceMax,
} from "@domain/visit-source-fields";

const KEY = "visit-source";

// Control characters are removed, and each value clipped to its length, so the form always passes.
const clip = (value: string, field: VisitSourceField) =>
  value.replace(/\p{Cc}/gu, "").slice(0, visitSourceMax(field));

/**
 * On arrival: a link with UTM parameters or from another site starts a new source; moving between the
 * site's own pages keeps the one there is. The referrer is kept without its query (which may carry
 * personal details).
 */
export function rememberVisitSource(location: Location, referrer: string) {
  try {
    const params = new URLSearchParams(location.search);
    const source: VisitSource = {};
    for (const field of utmFields) {
      const value = params.get(field);
      if (value) source[field] = clip(value, field);
    }
    const from = referrer ? new URL(referrer) : location;
    if (from.origin !== location.origin)
      source[REFERRER_FIELD] = clip(from.origin + from.pathname, REFERRER_FIELD);
    if (Object.keys(source).length > 0) sessionStorage.setItem(KEY, JSON.stringify(source));
  } catch {
    // No storage (private mode, disabled): the booking simply has no source.
  }
}

export function readVisitSource(): VisitSource {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? "{}");
    const source: VisitSource = {};
    for (const field of visitSourceFields)
      if (typeof stored[field] === "string") source[field] = clip(stored[field], field);
    return source;
  } catch {
    return {};
  }
}

/** Booked: the source went with the booking and is not kept any longer. */
export function forgetVisitSource() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {}
}
