import type { KeyFeature } from "@domain/content/projects";
import CircleCheck from "lucide-react/icons/circle-check";

export function KeyFeatures({ features }: { features: KeyFeature[] }) {
  return (
    <section aria-labelledby="key-features-title" className="py-16 sm:py-20">
      <h2 id="key-features-title" className="text-title font-bold">
        Key Features
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-border bg-card/70 p-6">
            <CircleCheck aria-hidden="true" className="size-6 text-accent" />
            <h3 className="mt-4 text-lg font-semibold tracking-tight">{feature.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
