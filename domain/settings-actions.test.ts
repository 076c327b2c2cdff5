import { describe, expect, it } from "vitest";
import { generatedText } from "./settings-actions";

describe("Generate Time Slots' report", () => {
  it("counts in the specification's words, one slot in the singular", () => {
    expect(generatedText(0)).toBe("Successfully created 0 new time slots.");
    expect(generatedText(1)).toBe("Successfully created 1 new time slot.");
    expect(generatedText(24)).toBe("Successfully created 24 new time slots.");
  });
});
