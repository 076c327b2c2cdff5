import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countedSteps, countStep, forgetCountedSteps } from "./funnel-beacon";

// The browser's side of the funnel (docs/decisions/034-funnel-counts-visits.md): each step once per
// visit, with the steps before it the visit skipped. Session storage as a Map and the beacon as a list
// of what it would send: the module's own code runs unchanged.

class SessionStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

let sent: string[] = [];

beforeEach(() => {
  sent = [];
  Object.assign(globalThis, {
    sessionStorage: new SessionStorage(),
    navigator: { sendBeacon: (url: string) => sent.push(url) },
  });
});
afterEach(() => {
  forgetCountedSteps();
  Reflect.deleteProperty(globalThis, "sessionStorage");
  Reflect.deleteProperty(globalThis, "navigator");
});

describe("the funnel's beacon", () => {
  it("counts a step once per visit, however often the page is loaded or a date chosen", () => {
    countStep("visit");
    countStep("visit");
    countStep("booking_view");
    countStep("date_chosen");
    countStep("date_chosen");
    expect(sent).toEqual(["/api/funnel/visit", "/api/funnel/booking_view", "/api/funnel/date_chosen"]);
    expect(countedSteps()).toEqual(["visit", "booking_view", "date_chosen"]);
  });

  it("counts the steps a visit skipped: straight to the booking page is a visit too", () => {
    countStep("booking_view");
    expect(sent).toEqual(["/api/funnel/visit", "/api/funnel/booking_view"]);
  });

  it("starts a new pass once the visit has booked", () => {
    countStep("time_chosen");
    forgetCountedSteps();
    sent = [];
    countStep("date_chosen");
    expect(sent).toEqual(["/api/funnel/visit", "/api/funnel/booking_view", "/api/funnel/date_chosen"]);
  });

  it("remembers the steps in the page when the tab keeps no storage", () => {
    Object.assign(globalThis, {
      sessionStorage: {
        getItem: () => {
          throw new Error("storage disabled");
        },
        setItem: () => {
          throw new Error("storage disabled");
        },
      },
    });
    countStep("visit");
    countStep("visit");
    expect(sent).toEqual(["/api/funnel/visit"]);
  });
});
