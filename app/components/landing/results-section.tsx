import { type HeadlineResult, projectPath } from "@domain/content/projects";
import { Link } from "react-router";
import { ResultFigure } from "~/components/projects/result-figure";
import { LandingSection, type SectionIntro } from "./landing-section";

export function ResultsSection({ intro, results }: { intro: SectionIntro; results: HeadlineResult[] }) {
  return (
    <LandingSection id="results" intro={intro}>
      <ul className="mt-14 grid gap-5 md:grid-cols-3">
        {results.map((result) => (
          <li key={result.slug} className="flex flex-col rounded-2xl border border-border bg-card/70 p-6">
            <ResultFigure figure={result} />
            <Link
              to={projectPath(result)}
              className="mt-auto pt-5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
            >
              {result.title}
            </Link>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
