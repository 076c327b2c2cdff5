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
import { CursorGlow } from "~/components/landing/cursor-glow";
import { Hero } from "~/components/landing/hero";
import { footerDetails, landingSections, preloadLandingKept } from "~/components/landing/landing-kept";
import { SiteHeader } from "~/components/landing/site-header";
import { Kept } from "~/components/server-rendered";
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

// A navigation to the page renders in the browser what a first load keeps from the server: its code
// comes with the data, so the sections show with the page.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadLandingKept()]);
  return data;
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
        <Kept part={landingSections} props={{ content }} />
      </main>
      <SiteFooter details={<Kept part={footerDetails} props={{}} />} />
      <ChatWidget />
    </>
  );
}
