import { describe, expect, it } from "vitest";
import { faq } from "../../domain/content/faq";
import { projects } from "../../domain/content/projects";
import { assistantInstructions } from "./instructions";

const instructions = assistantInstructions({
  agencyName: "DVAT",
  agencyTimeZone: "America/Monterrey",
  contact: { email: undefined, phone: undefined },
});

describe("the chat assistant's instructions", () => {
  it("carry every FAQ question with the page's answer, word for word", () => {
    for (const item of faq) expect(instructions).toContain(`- ${item.question} ${item.answer}`);
  });

  it("allow the FAQ's price ranges and no longer say the site states no prices", () => {
    expect(instructions).not.toContain("The site states no prices");
    expect(instructions).toMatch(/For prices, give only the ranges the questions below state/);
    expect(instructions).toContain("US$4,000 and US$15,000");
  });

  it("carry each project's result figures", () => {
    for (const project of projects)
      for (const figure of project.results)
        expect(instructions).toContain(`${figure.value} ${figure.metric}`);
  });
});
