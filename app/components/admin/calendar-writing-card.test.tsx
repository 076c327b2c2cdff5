// @vitest-environment jsdom
import type { CalendarWritingView } from "@domain/calendar-writing-views";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CalendarWritingCard } from "./calendar-writing-card";

// Writes to the owner's calendar under way are said plainly; only writes that failed are shown as a problem.

const calendars = [{ id: "c1", name: "Work", account: "owner@dav.example", writtenHere: true }];

// The card submits through a fetcher, which needs a router around it.
let view: CalendarWritingView;
function ShownCard() {
  return <CalendarWritingCard view={view} agencyZone="America/Monterrey" />;
}
const Stub = createRoutesStub([{ path: "/", Component: ShownCard }]);

function shown(state: CalendarWritingView) {
  view = state;
  render(<Stub />);
  return screen.getByRole("status");
}

describe("the writes into the owner's calendar", () => {
  afterEach(cleanup);

  it("under way, with nothing gone wrong: news, not a failure", () => {
    const status = shown({ calendars, pending: 4, failed: 0 });
    expect(status.textContent).toBe("Writing 4 bookings into the calendar…");
    expect(status.className).not.toContain("destructive");
  });

  it("failing: how many wait, that they are tried again, and the last error", () => {
    const status = shown({
      calendars,
      pending: 1,
      failed: 0,
      lastError: { message: "dav.example refused the connection", queuedAt: "2030-03-05T16:00:00Z" },
    });
    expect(status.textContent).toContain("1 booking waiting to be written (tried again by itself).");
    expect(status.textContent).toContain("dav.example refused the connection");
    expect(status.className).toContain("destructive");
  });
});
