import { defaultAgencyName } from "@domain/content/agency";
import { findProject, projectPath } from "@domain/content/projects";
import { data } from "react-router";
import { Icon } from "~/components/icon";
import { KeyFeatures } from "~/components/projects/key-features";
import { ProjectCallToAction } from "~/components/projects/project-call-to-action";
import { ProjectHeader } from "~/components/projects/project-header";
import { ProjectResults } from "~/components/projects/project-results";
import { VideoDemoPlaceholder } from "~/components/projects/video-demo-placeholder";
import { WorkflowDiagram } from "~/components/projects/workflow-diagram";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteFooterDetails } from "~/components/site/site-footer-details";
import { pageMeta } from "~/lib/seo";
import { settingsFromMatches } from "~/lib/site";
import type { Route } from "./+types/project";

export function loader({ params }: Route.LoaderArgs) {
  const project = findProject(params.slug);
  if (!project) throw data(null, { status: 404 });
  return { project };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const settings = settingsFromMatches(matches);
  if (!loaderData) return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
  const { project } = loaderData;
  return pageMeta({
    title: `${project.title}: ${project.tagline} | ${settings?.agencyName ?? defaultAgencyName}`,
    description: project.description,
    path: projectPath(project),
    settings,
  });
}

export default function ProjectPage({ loaderData: { project } }: Route.ComponentProps) {
  return (
    <>
      <ProjectHeader />
      <main className="mx-auto w-full max-w-6xl px-5 sm:px-8">
        <section
          aria-labelledby="project-title"
          className="grid gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:items-center"
        >
          <div>
            <p className="inline-flex items-center gap-2 font-display text-sm font-semibold uppercase tracking-[0.18em] text-accent">
              <Icon name={project.icon} className="size-4" />
              Project
            </p>
            <h1 id="project-title" className="mt-4 text-display font-bold">
              {project.title}
            </h1>
            <p className="mt-4 font-display text-xl font-medium text-primary">{project.tagline}</p>
            <p className="mt-5 max-w-xl text-lead text-muted-foreground">{project.description}</p>
          </div>
          <figure className="rounded-2xl border border-border bg-card/70 p-5 sm:p-8">
            <figcaption className="mb-5 text-xs font-semibold uppercase tracking-[0.16em] text-muted-foreground">
              How it works
            </figcaption>
            <WorkflowDiagram workflow={project.workflow} className="w-full" />
          </figure>
        </section>
        <ProjectResults results={project.results} />
        <KeyFeatures features={project.keyFeatures} />
        {project.hasVideoDemo ? <VideoDemoPlaceholder title={project.title} /> : null}
        <ProjectCallToAction title={project.title} />
      </main>
      <SiteFooter details={<SiteFooterDetails />} />
    </>
  );
}
