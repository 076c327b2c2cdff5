import type { projectsIntro } from "@domain/content/landing";
import type { ProjectSummary } from "@domain/content/projects";
import { SectionHeading } from "../site/section-heading";
import { ProjectCard } from "./project-card";

export function ProjectsSection({
  intro,
  projects,
}: {
  intro: typeof projectsIntro;
  projects: ProjectSummary[];
}) {
  return (
    <section id="projects" aria-labelledby="projects-title" className="py-16 sm:py-28">
      <div className="mx-auto w-full max-w-6xl px-5 sm:px-8">
        <SectionHeading id="projects-title" {...intro} />
        <div className="mt-14 space-y-6">
          {projects.map((project) => (
            <ProjectCard key={project.slug} project={project} />
          ))}
        </div>
      </div>
    </section>
  );
}
