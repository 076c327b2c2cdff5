import type { ReactNode } from "react";
import { SectionHeading } from "../site/section-heading";

/** A section's heading as the content writes it. */
export interface SectionIntro {
  eyebrow: string;
  title: string;
  text?: string;
}

/** One section of the landing page: its anchor, its heading from the content, and what it shows. */
export function LandingSection({
  id,
  intro,
  narrow = false,
  className,
  children,
}: {
  id: string;
  intro: SectionIntro;
  /** A single column of text (the FAQ) rather than the page's full width. */
  narrow?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`py-16 sm:py-28 ${className ?? ""}`}>
      <div className={`mx-auto w-full px-5 sm:px-8 ${narrow ? "max-w-3xl" : "max-w-6xl"}`}>
        <SectionHeading id={`${id}-title`} {...intro} />
        {children}
      </div>
    </section>
  );
}
