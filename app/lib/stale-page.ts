import type { ShouldRevalidateFunctionArgs } from "react-router";

// React Router reads no loader again after an action answered 4xx. Two refusals say the page itself is
// out of date: 409 (what it shows changed meanwhile: a calendar that could not be read, a slot booked)
// and 404 (what it shows is gone). The admin screens then read their data again, so the card beside
// the refusal shows the true state at once; other refusals (a field to correct, no network) keep it.

const staleStatuses = new Set([404, 409]);

/** A route's `shouldRevalidate`: also after a refusal that says the page is out of date. */
export function revalidateWhenStale({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus !== undefined && staleStatuses.has(actionStatus) ? true : defaultShouldRevalidate;
}
