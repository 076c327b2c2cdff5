import type { Question } from "@domain/content/faq";
import { LandingSection, type SectionIntro } from "./landing-section";

// Native disclosures: keyboard and screen-reader support, and opening an answer, cost no JavaScript.
export function FaqSection({ intro, faq }: { intro: SectionIntro; faq: Question[] }) {
  return (
    <LandingSection id="faq" intro={intro} narrow>
      <div className="mt-12 divide-y divide-border rounded-2xl border border-border bg-card/70">
        {faq.map((item) => (
          <details key={item.question} className="group px-5 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold [&::-webkit-details-marker]:hidden">
              {item.question}
              <span aria-hidden="true" className="text-2xl leading-none text-primary group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="pb-5 leading-relaxed text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
