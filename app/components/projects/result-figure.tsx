import type { ResultFigure as Figure } from "@domain/content/projects";

/** A number a project moved: the figure large, then the metric and how it was measured. */
export function ResultFigure({ figure }: { figure: Figure }) {
  return (
    <>
      <p className="font-display text-4xl font-bold tracking-tight text-primary">{figure.value}</p>
      <p className="mt-2 font-medium">{figure.metric}</p>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{figure.detail}</p>
    </>
  );
}
