import { countedStepsIn, funnelPath, stepsUpTo, type VisitorStep } from "@domain/funnel";

// The booking funnel's steps a visitor's browser reports (the booking itself is counted by the server).
// Only the step's name is sent: no id, no cookie; the server counts it for the day and forgets the rest.
// Each step counts once per visit (this tab's session storage remembers which were counted), with the
// steps before it a visit skipped (it came straight to /book-call): so a step never counts more visits
// than the one before it.

const KEY = "funnel-counted";
/** Where the steps are remembered when the tab keeps no storage: for as long as the page lives. */
let inPage: VisitorStep[] = [];

/** The steps this visit has counted, in order. */
export function countedSteps(): VisitorStep[] {
  try {
    const stored = sessionStorage.getItem(KEY);
    return stored === null ? inPage : countedStepsIn(stored);
  } catch {
    return inPage;
  }
}

function remember(steps: VisitorStep[]) {
  inPage = steps;
  try {
    sessionStorage.setItem(KEY, steps.join(","));
  } catch {
    // No storage (disabled): the page remembers them.
  }
}

export function countStep(step: VisitorStep) {
  const counted = countedSteps();
  const missing = stepsUpTo(step).filter((each) => !counted.includes(each));
  if (missing.length === 0) return;
  remember([...counted, ...missing]);
  for (const each of missing) {
    try {
      navigator.sendBeacon(`${funnelPath}/${each}`);
    } catch {
      // No beacon (an old browser, a blocked request): the booking counts what the funnel missed.
    }
  }
}

/** Booked: the visit's pass through the funnel is over; a next booking from this tab is a new one. */
export function forgetCountedSteps() {
  remember([]);
}
