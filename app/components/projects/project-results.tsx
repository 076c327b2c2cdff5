import type { ResultFigure as Figure } from "@domain/content/projects";
import { ResultFigure } from "./result-figure";

export function ProjectResults({ results }: { results: Figure[] }) {
  return (
    <section aria-labelledby="results-title" className="pt-4">
      <h2 id="results-title" className="text-title font-bold">
        Results
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-3">
        {results.map((figure) => (
          <li key={figure.metric} className="rounded-2xl border border-border bg-card/70 p-6">
            <ResultFigure figure={figure} />
          </li>
        ))}
      </ul>
    </section>
  );
}
