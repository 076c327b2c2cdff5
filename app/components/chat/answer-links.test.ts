import { describe, expect, it } from "vitest";
import { answerWords } from "./answer-links";

const origin = "http://localhost:3000";

describe("an answer's words", () => {
  it("reads a link to this site as its label, as a sighted visitor sees it", () => {
    expect(
      answerWords("The next free time is here: [book it](/book-call?date=2030-03-06&slot=abc).", origin),
    ).toBe("The next free time is here: book it.");
  });

  it("keeps a link elsewhere as written, since it is shown as written", () => {
    const text = "See [this](https://evil.example/) and [our work](/projects/x)";
    expect(answerWords(text, origin)).toBe("See [this](https://evil.example/) and our work");
  });
});
