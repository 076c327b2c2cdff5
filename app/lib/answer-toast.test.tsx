// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissAnswer, showAnswer } from "./answer-toast";

// Sonner closes a toast after 4 s and removes it 200 ms later; it animates with timers and requestAnimationFrame.

beforeEach(() => {
  // Sonner holds its timers while the page is hidden, and jsdom's page is.
  Object.defineProperty(document, "hidden", { configurable: true, value: false });
  Object.defineProperty(document, "visibilityState", { configurable: true, value: "visible" });
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function pass(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

/** On screen and not on its way out (sonner marks a dismissed toast removed while it animates away). */
function shown(text: string) {
  const toast = screen.queryByText(text)?.closest("[data-sonner-toast]");
  return Boolean(toast) && toast?.getAttribute("data-removed") !== "true";
}

describe("an answer's toast", () => {
  it("replaces the last answer in its place, and leaves other places alone", async () => {
    render(<Toaster />);
    act(() => {
      showAnswer("slot-1", "error", "Error", "This slot is booked.");
      showAnswer("slot-2", "success", "Slot updated");
    });
    await pass(100);
    expect(shown("This slot is booked.")).toBe(true);
    act(() => showAnswer("slot-1", "success", "Booking cancelled"));
    await pass(500);
    expect(shown("This slot is booked.")).toBe(false);
    expect(shown("Booking cancelled")).toBe(true);
    expect(shown("Slot updated")).toBe(true);
    act(() => dismissAnswer("slot-2"));
    await pass(500);
    expect(shown("Slot updated")).toBe(false);
  });
});
