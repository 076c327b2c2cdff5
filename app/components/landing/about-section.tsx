import type { about as aboutCopy } from "@domain/content/about";

export function AboutSection({ about }: { about: typeof aboutCopy }) {
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="border-y border-border/60 bg-card/25 py-16 sm:py-28"
    >
      <div className="mx-auto grid w-full max-w-6xl gap-12 px-5 sm:px-8 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="font-display text-sm font-semibold uppercase tracking-[0.18em] text-accent">
            {about.eyebrow}
          </p>
          <h2 id="about-title" className="mt-3 text-title font-bold">
            {about.title}
          </h2>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lead text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </div>
        <ul className="grid content-center gap-4 sm:grid-cols-2">
          {about.highlights.map((highlight, index) => (
            <li key={highlight.title} className="rounded-2xl border border-border bg-background/60 p-6">
              <span aria-hidden="true" className="font-display text-sm font-semibold text-primary">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 text-lg font-semibold tracking-tight">{highlight.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{highlight.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
