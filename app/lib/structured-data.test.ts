import { faq } from "@domain/content/faq";
import { services } from "@domain/content/services";
import { describe, expect, it } from "vitest";
import { landingJsonLd } from "./structured-data";

const settings = { agencyName: "DVAT", publicUrl: "https://dvat.example", contactEmail: undefined };

type Node = { "@type": string; [key: string]: unknown };
const graphOf = (tag: ReturnType<typeof landingJsonLd>) =>
  ((tag as Record<string, unknown>)["script:ld+json"] as { "@graph": Node[] })["@graph"];

describe("the landing page's JSON-LD", () => {
  it("holds one FAQPage whose questions and answers are the FAQ's, in order", () => {
    const pages = graphOf(landingJsonLd(settings, services, faq)).filter(
      (node) => node["@type"] === "FAQPage",
    );
    expect(pages).toEqual([
      {
        "@type": "FAQPage",
        url: "https://dvat.example/",
        mainEntity: faq.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer },
        })),
      },
    ]);
  });

  it("keeps the organization and its services beside it", () => {
    const types = graphOf(landingJsonLd(settings, services, faq)).map((node) => node["@type"]);
    expect(types).toEqual(["Organization", ...services.map(() => "Service"), "FAQPage"]);
  });
});
