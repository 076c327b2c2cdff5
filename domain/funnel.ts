// The booking funnel: its steps, where a browser reports one, and what the dashboard shows of it.
// Numbers only, nothing about who. The landing page loads this file (through the beacon): keep it small.

/** Where a visitor's browser reports a step (the booking itself is counted by the server). */
export const funnelPath = "/api/funnel";

export const funnelSteps = ["landing_view", "booking_view", "date_chosen", "time_chosen", "booked"] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export type VisitorStep = Exclude<FunnelStep, "booked">;

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
