// The booking funnel: its steps, where a browser reports one, and what the dashboard shows of it.
// Numbers only, nothing about who. The landing page loads this file (through the beacon): keep it small.
//
// Each step counts visits (a browser tab's time on the site), once each, and a visit that reaches a step
// has passed every step before it: so no step ever counts more than the one before it
// (docs/decisions/034-funnel-counts-visits.md).

/** Where a visitor's browser reports a step (the booking itself is counted by the server). */
export const funnelPath = "/api/funnel";

export const funnelSteps = ["visit", "booking_view", "date_chosen", "time_chosen", "booked"] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export type VisitorStep = Exclude<FunnelStep, "booked">;

/** `step` and the steps before it, in order: what a visit that reached `step` has passed. */
export function stepsUpTo<Step extends FunnelStep>(step: Step): Step[] {
  return funnelSteps.slice(0, funnelSteps.indexOf(step) + 1) as Step[];
}

/** The booking form's hidden field: the steps this visit's browser has counted, comma-separated. */
export const COUNTED_STEPS_FIELD = "funnel_counted";

/** The visitor steps a counted-steps field names; anything else in it is no step. */
export function countedStepsIn(field: string): VisitorStep[] {
  const named = new Set(field.split(","));
  return funnelSteps.filter((step): step is VisitorStep => step !== "booked" && named.has(step));
}

export interface FunnelStepCount {
  step: FunnelStep;
  count: number;
}

export interface SourceCount {
  source: string;
  bookings: number;
}

export interface LeadInsight {
  funnel: FunnelStepCount[];
  sources: SourceCount[];
  days: number;
}
