import { funnelPath, type VisitorStep } from "@domain/funnel";

// The booking funnel's steps a visitor's browser reports (the booking itself is counted by the server).
// Only the step's name is sent: no id, no cookie; the server counts it for the day and forgets the rest.

export function countStep(step: VisitorStep) {
  try {
    navigator.sendBeacon(`${funnelPath}/${step}`);
  } catch {
    // No beacon (an old browser, a blocked request): the funnel misses one step, the visitor nothing.
  }
}
