import type { ProjectSummary } from "@domain/content/projects";
import { LandingSection, type SectionIntro } from "./landing-section";
import { ProjectCard } from "./project-card";

export function ProjectsSection({ intro, projects }: { intro: SectionIntro; projects: ProjectSummary[] }) {
  return (
    <LandingSection id="projects" intro={intro}>
      <div className="mt-14 space-y-6">
        {projects.map((project) => (
          <ProjectCard key={project.slug} project={project} />
        ))}
      </div>
    </LandingSection>
  );
}
