import {
  REFERRER_FIELD,
  utmFields,
  type VisitSource,
  visitSourceFields,
  visitSourceMax,
} from "./visit-source";

// The visit's source lives in this tab's session storage only, until the visitor books: no cookie,
// nothing sent anywhere but with the booking form.

const KEY = "visit-source";
// biome-ignore lint/suspicious/noControlCharactersInRegex: what is removed are control characters
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;

const clip = (value: string, max: number) => value.replace(controlCharacters, "").slice(0, max);

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
      if (value) source[field] = clip(value, visitSourceMax(field));
    }
    if (referrer) {
      const from = new URL(referrer);
      if (from.origin !== location.origin)
        source[REFERRER_FIELD] = clip(from.origin + from.pathname, visitSourceMax(REFERRER_FIELD));
    }
    if (Object.keys(source).length > 0) sessionStorage.setItem(KEY, JSON.stringify(source));
  } catch {
    // No storage (private mode, disabled): the booking simply has no source.
  }
}

export function readVisitSource(): VisitSource {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "{}");
    const source: VisitSource = {};
    for (const field of visitSourceFields) {
      const value = (stored as Record<string, unknown>)?.[field];
      if (typeof value === "string" && value) source[field] = clip(value, visitSourceMax(field));
    }
    return source;
  } catch {
    return {};
  }
}

/** Booked: the source has been sent with the booking and is not kept any longer. */
export function forgetVisitSource() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {}
}
