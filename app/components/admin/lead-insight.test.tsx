// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LeadInsight } from "./lead-insight";

// The funnel as the owner reads it: each rate from the step before, never over 100%.

const insight = (counts: [number, number, number, number, number]) => ({
  funnel: (["visit", "booking_view", "date_chosen", "time_chosen", "booked"] as const).map((step, index) => ({
    step,
    count: counts[index] ?? 0,
  })),
  sources: [],
  days: 30,
});

describe("the booking funnel", () => {
  afterEach(cleanup);

  it("gives each step's share of the step before", () => {
    render(<LeadInsight insight={insight([40, 20, 10, 5, 1])} />);
    expect(screen.getByTestId("funnel-booking_view").textContent).toContain("50% of visits");
    expect(screen.getByTestId("funnel-booked").textContent).toContain("20% of time chosen");
  });

  it("never shows more than 100%, even for days counted before visits were", () => {
    render(<LeadInsight insight={insight([3, 5, 9, 9, 2])} />);
    expect(screen.getByTestId("funnel-booking_view").textContent).toContain("100% of visits");
    expect(screen.getByTestId("funnel-date_chosen").textContent).toContain("100% of booking page views");
  });
});
