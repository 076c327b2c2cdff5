import type { about } from "@domain/content/about";
import type { Question } from "@domain/content/faq";
import type { closingCallToAction } from "@domain/content/landing";
import type { HeadlineResult, ProjectSummary } from "@domain/content/projects";
import type { Service } from "@domain/content/services";
import type { Testimonial } from "@domain/content/testimonials";
import { AboutSection } from "./about-section";
import { ClosingCallToAction } from "./closing-call-to-action";
import { FaqSection } from "./faq-section";
import type { SectionIntro } from "./landing-section";
import { ProjectsSection } from "./projects-section";
import { ResultsSection } from "./results-section";
import { ServicesSection } from "./services-section";
import { TestimonialsSection } from "./testimonials-section";

/** The landing page's copy below the hero, as its loader gives it. */
export interface LandingSectionsContent {
  servicesIntro: SectionIntro;
  services: Service[];
  about: typeof about;
  projectsIntro: SectionIntro;
  projects: ProjectSummary[];
  resultsIntro: SectionIntro;
  results: HeadlineResult[];
  testimonialsIntro: SectionIntro;
  testimonials: Testimonial[];
  faqIntro: SectionIntro;
  faq: Question[];
  closingCallToAction: typeof closingCallToAction;
}

/** The landing page's sections after the hero, in their order; seven `<section>`s at the top. */
export function LandingSections({ content }: { content: LandingSectionsContent }) {
  return (
    <>
      <ServicesSection intro={content.servicesIntro} services={content.services} />
      <AboutSection about={content.about} />
      <ProjectsSection intro={content.projectsIntro} projects={content.projects} />
      <ResultsSection intro={content.resultsIntro} results={content.results} />
      <TestimonialsSection intro={content.testimonialsIntro} testimonials={content.testimonials} />
      <FaqSection intro={content.faqIntro} faq={content.faq} />
      <ClosingCallToAction copy={content.closingCallToAction} />
    </>
  );
}
