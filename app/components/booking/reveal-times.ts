import { type RefObject, useEffect } from "react";

/** Less of the times than this on screen, and they are out of sight: the heading and a row of times. */
const SHOWN_ENOUGH_PX = 160;

/**
 * A date chosen where its times are out of sight (below the days, on a phone): brings them into view,
 * smoothly unless the visitor prefers less motion. `request` rises with each choice; the times may
 * arrive after it (`date`), and are checked again then.
 */
export function useRevealTimes(times: RefObject<HTMLElement | null>, request: number, date: string | null) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the date's arrival is a moment to check again.
  useEffect(() => {
    const element = times.current;
    if (request === 0 || !element) return;
    const { top } = element.getBoundingClientRect();
    if (top >= 0 && top + SHOWN_ENOUGH_PX <= window.innerHeight) return;
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    element.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
  }, [times, request, date]);
}
