import { about } from "@domain/content/about";
import { defaultAgencyName } from "@domain/content/agency";
import { faq, faqIntro } from "@domain/content/faq";
import {
  closingCallToAction,
  hero,
  heroActivity,
  projectsIntro,
  resultsIntro,
  siteDescription,
} from "@domain/content/landing";
import { headlineResult, projectSummary, projects } from "@domain/content/projects";
import { services, servicesIntro } from "@domain/content/services";
import { testimonials, testimonialsIntro } from "@domain/content/testimonials";
import { useEffect } from "react";
import { ChatWidget } from "~/components/chat/chat-widget";
import { AboutSection } from "~/components/landing/about-section";
import { ClosingCallToAction } from "~/components/landing/closing-call-to-action";
import { CursorGlow } from "~/components/landing/cursor-glow";
import { FaqSection } from "~/components/landing/faq-section";
import { Hero } from "~/components/landing/hero";
import { ProjectsSection } from "~/components/landing/projects-section";
import { ResultsSection } from "~/components/landing/results-section";
import { ServicesSection } from "~/components/landing/services-section";
import { SiteHeader } from "~/components/landing/site-header";
import { TestimonialsSection } from "~/components/landing/testimonials-section";
import { SiteFooter } from "~/components/site/site-footer";
import { countStep } from "~/lib/funnel-beacon";
import { pageMeta } from "~/lib/seo";
import { settingsFromMatches } from "~/lib/site";
import { landingJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/home";

// The copy reaches the page as loader data (rendered into the prerendered file), not as JavaScript.
export function loader() {
  return {
    description: siteDescription,
    hero,
    heroActivity,
    servicesIntro,
    services,
    about,
    projectsIntro,
    projects: projects.map(projectSummary),
    resultsIntro,
    results: projects.map(headlineResult),
    testimonialsIntro,
    testimonials,
    faqIntro,
    faq,
    closingCallToAction,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const settings = settingsFromMatches(matches);
  const agencyName = settings?.agencyName ?? defaultAgencyName;
  return [
    ...pageMeta({
      title: `${agencyName}: AI Automation Agency, AI Solutions Delivered in Days`,
      description: loaderData?.description ?? "",
      path: "/",
      settings,
    }),
    ...(settings && loaderData ? [landingJsonLd(settings, loaderData.services, loaderData.faq)] : []),
  ];
}

export default function Home({ loaderData: content }: Route.ComponentProps) {
  // The page is prerendered: its view is counted by the browser's beacon (docs/decisions/020-leads-and-sources.md).
  useEffect(() => countStep("visit"), []);
  return (
    <>
      <CursorGlow />
      <SiteHeader />
      <main>
        <Hero hero={content.hero} activity={content.heroActivity} />
        <ServicesSection intro={content.servicesIntro} services={content.services} />
        <AboutSection about={content.about} />
        <ProjectsSection intro={content.projectsIntro} projects={content.projects} />
        <ResultsSection intro={content.resultsIntro} results={content.results} />
        <TestimonialsSection intro={content.testimonialsIntro} testimonials={content.testimonials} />
        <FaqSection intro={content.faqIntro} faq={content.faq} />
        <ClosingCallToAction copy={content.closingCallToAction} />
      </main>
      <SiteFooter />
      <ChatWidget />
    </>
  );
}
