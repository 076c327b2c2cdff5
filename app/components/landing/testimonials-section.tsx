import type { Testimonial } from "@domain/content/testimonials";
import { LandingSection, type SectionIntro } from "./landing-section";

export function TestimonialsSection({
  intro,
  testimonials,
}: {
  intro: SectionIntro;
  testimonials: Testimonial[];
}) {
  return (
    <LandingSection id="testimonials" intro={intro} className="border-y border-border/60 bg-card/25">
      <ul className="mt-14 grid gap-5 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name} className="rounded-2xl border border-border bg-background/60 p-6">
            <figure className="flex h-full flex-col">
              <blockquote className="leading-relaxed">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-auto pt-6 text-sm">
                <span className="block font-semibold">{testimonial.name}</span>
                <span className="text-muted-foreground">
                  {testimonial.role}, {testimonial.company}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
