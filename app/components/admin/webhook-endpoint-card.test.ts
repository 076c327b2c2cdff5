import { describe, expect, it } from "vitest";
import { waitingWords } from "./webhook-endpoint-card";

describe("what an endpoint's card says about the events that wait", () => {
  const when = (iso: string) => `[${iso}]`;
  const next = "2026-11-27T16:30:00.000Z";

  it("says nothing when none waits", () => {
    expect(waitingWords({ waiting: 0, dueNow: 0, nextAttemptAt: null, enabled: true }, when)).toBeUndefined();
  });

  it("gives the next try's time while they wait for it, and says when they go now", () => {
    expect(waitingWords({ waiting: 3, dueNow: 0, nextAttemptAt: next, enabled: true }, when)).toBe(
      `3 events wait to be delivered: the next try is at [${next}].`,
    );
    expect(waitingWords({ waiting: 1, dueNow: 1, nextAttemptAt: next, enabled: true }, when)).toBe(
      "1 event waits to be delivered: the next try is within seconds.",
    );
  });

  it("names no time for a disabled endpoint, which sends nothing until it is enabled", () => {
    expect(waitingWords({ waiting: 2, dueNow: 2, nextAttemptAt: next, enabled: false }, when)).toBe(
      "2 events wait to be delivered once the endpoint is enabled.",
    );
  });
});
