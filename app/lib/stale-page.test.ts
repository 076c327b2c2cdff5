import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { revalidateWhenStale } from "./stale-page";

function answered(actionStatus: number | undefined, defaultShouldRevalidate: boolean) {
  return { actionStatus, defaultShouldRevalidate } as ShouldRevalidateFunctionArgs;
}

describe("revalidateWhenStale", () => {
  it("reads the page again after a refusal saying it is out of date (409, 404)", () => {
    expect(revalidateWhenStale(answered(409, false))).toBe(true);
    expect(revalidateWhenStale(answered(404, false))).toBe(true);
  });

  it("leaves other answers to React Router's default", () => {
    expect(revalidateWhenStale(answered(400, false))).toBe(false);
    expect(revalidateWhenStale(answered(503, false))).toBe(false);
    expect(revalidateWhenStale(answered(200, true))).toBe(true);
    expect(revalidateWhenStale(answered(undefined, true))).toBe(true);
  });
});
