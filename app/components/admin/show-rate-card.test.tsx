// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ShowRateCard } from "./show-rate-card";

// Bookings per week counts the calls of the last 30 days by their day: an agency whose first bookings
// are all ahead reads that in words, not a rate of 0.0 that looks broken.

describe("bookings per week", () => {
  afterEach(cleanup);

  it("says in words that no call of the last days has come yet", () => {
    render(<ShowRateCard rate={{ calls: 0, attended: 0, marked: 0, percent: null }} days={30} />);
    expect(screen.getByTestId("bookings-per-week").textContent).toBe("—");
    expect(screen.getByTestId("bookings-per-week-detail").textContent).toBe(
      "No calls in the last 30 days yet: a call counts from its day",
    );
  });

  it("gives the calls of the last days per 7 days, and how many they were", () => {
    render(<ShowRateCard rate={{ calls: 14, attended: 3, marked: 4, percent: 75 }} days={30} />);
    expect(screen.getByTestId("bookings-per-week").textContent).toBe("3.3");
    expect(screen.getByTestId("bookings-per-week-detail").textContent).toBe(
      "14 calls in the last 30 days, per 7 days",
    );
  });
});
