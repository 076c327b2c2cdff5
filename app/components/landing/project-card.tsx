import { type ProjectSummary, projectPath } from "@domain/content/projects";
import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import { Link } from "react-router";
import { IconTile } from "~/components/icon";
import { WorkflowDiagram } from "~/components/projects/workflow-diagram";
import { buttonVariants } from "~/components/ui/button-variants";

export function ProjectCard({ project }: { project: ProjectSummary }) {
  return (
    <article
      aria-labelledby={`project-${project.slug}`}
      className="grid gap-8 rounded-2xl border border-border bg-card/70 p-5 sm:p-8 lg:grid-cols-[1fr_1.15fr] lg:items-center lg:gap-12"
    >
      <div>
        <IconTile name={project.icon} />
        <h3 id={`project-${project.slug}`} className="mt-5 text-2xl font-bold tracking-tight">
          {project.title}
        </h3>
        <p className="mt-1 font-medium text-accent">{project.tagline}</p>
        <p className="mt-4 leading-relaxed text-muted-foreground">{project.description}</p>
        <ul className="mt-5 flex flex-wrap gap-2">
          {project.features.map((feature) => (
            <li
              key={feature}
              className="inline-flex items-center gap-1.5 rounded-full border border-border bg-background/60 px-3 py-1 text-sm"
            >
              <Check aria-hidden="true" className="size-3.5 text-accent" />
              {feature}
            </li>
          ))}
        </ul>
        <Link
          to={projectPath(project)}
          className={buttonVariants({ variant: "outline", shape: "pill", className: "mt-7" })}
        >
          Learn More<span className="sr-only"> about the {project.title}</span>
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <figure className="rounded-xl border border-border/70 bg-background/70 p-4 sm:p-6">
        <figcaption className="mb-4 text-xs font-semibold uppercase tracking-[0.16em] text-muted-foreground">
          Workflow
        </figcaption>
        <WorkflowDiagram workflow={project.workflow} className="mx-auto w-full max-w-md" />
      </figure>
    </article>
  );
}
