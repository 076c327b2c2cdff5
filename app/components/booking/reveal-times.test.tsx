// @vitest-environment jsdom
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useRevealTimes } from "./reveal-times";

// A chosen date's times brought into view when they are out of sight; smoothly, unless the visitor
// prefers less motion. jsdom lays nothing out, so the times' place on screen is given.

function times(top: number) {
  const element = document.createElement("section");
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
  element.scrollIntoView = vi.fn();
  return element;
}

function prefersLessMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes("reduce") })) as never;
}

describe("bringing a chosen date's times into view", () => {
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(window, "matchMedia");
  });

  it("scrolls to times below the screen, smoothly", () => {
    prefersLessMotion(false);
    const element = times(window.innerHeight + 200);
    renderHook(() => useRevealTimes({ current: element }, 1, "2030-03-05"));
    expect(element.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
  });

  it("jumps there when the visitor prefers less motion", () => {
    prefersLessMotion(true);
    const element = times(window.innerHeight + 200);
    renderHook(() => useRevealTimes({ current: element }, 1, "2030-03-05"));
    expect(element.scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });

  it("leaves times already in sight, and does nothing before a date is chosen", () => {
    prefersLessMotion(false);
    const inSight = times(100);
    renderHook(() => useRevealTimes({ current: inSight }, 1, "2030-03-05"));
    expect(inSight.scrollIntoView).not.toHaveBeenCalled();
    const below = times(window.innerHeight + 200);
    renderHook(() => useRevealTimes({ current: below }, 0, null));
    expect(below.scrollIntoView).not.toHaveBeenCalled();
  });
});
