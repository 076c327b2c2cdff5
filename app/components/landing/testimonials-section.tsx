import type { Testimonial, testimonialsIntro } from "@domain/content/testimonials";
import { SectionHeading } from "../site/section-heading";

export function TestimonialsSection({
  intro,
  testimonials,
}: {
  intro: typeof testimonialsIntro;
  testimonials: Testimonial[];
}) {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="border-y border-border/60 bg-card/25 py-16 sm:py-28"
    >
      <div className="mx-auto w-full max-w-6xl px-5 sm:px-8">
        <SectionHeading id="testimonials-title" {...intro} />
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
      </div>
    </section>
  );
}
