import { useEffect } from "react";
import { ChatWidget } from "~/components/chat/chat-widget";
import { AboutSection } from "~/components/landing/about-section";
import { ClosingCallToAction } from "~/components/landing/closing-call-to-action";
import { CursorGlow } from "~/components/landing/cursor-glow";
import { Hero } from "~/components/landing/hero";
import { ProjectsSection } from "~/components/landing/projects-section";
import { ServicesSection } from "~/components/landing/services-section";
import { SiteHeader } from "~/components/landing/site-header";
import { SiteFooter } from "~/components/site/site-footer";
import { about } from "~/content/about";
import { defaultAgencyName } from "~/content/agency";
import { closingCallToAction, hero, heroActivity, projectsIntro, siteDescription } from "~/content/landing";
import { projectSummary, projects } from "~/content/projects";
import { services, servicesIntro } from "~/content/services";
import { countStep } from "~/lib/funnel-beacon";
import { pageMeta } from "~/lib/seo";
import { settingsFromMatches } from "~/lib/site";
import { organizationJsonLd } from "~/lib/structured-data";
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
    ...(settings && loaderData ? [organizationJsonLd(settings, loaderData.services)] : []),
  ];
}

export default function Home({ loaderData: content }: Route.ComponentProps) {
  // The page is prerendered: its view is counted by the browser's beacon (docs/decisions/020-leads-and-sources.md).
  useEffect(() => countStep("landing_view"), []);
  return (
    <>
      <CursorGlow />
      <SiteHeader />
      <main>
        <Hero hero={content.hero} activity={content.heroActivity} />
        <ServicesSection intro={content.servicesIntro} services={content.services} />
        <AboutSection about={content.about} />
        <ProjectsSection intro={content.projectsIntro} projects={content.projects} />
        <ClosingCallToAction copy={content.closingCallToAction} />
      </main>
      <SiteFooter />
      <ChatWidget />
    </>
  );
}
