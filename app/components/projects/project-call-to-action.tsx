import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";

export function ProjectCallToAction({ title }: { title: string }) {
  return (
    <section
      aria-labelledby="project-cta-title"
      className="mb-20 rounded-[2rem] border border-primary/30 bg-[radial-gradient(30rem_16rem_at_50%_0%,color-mix(in_oklch,var(--primary)_24%,transparent),transparent_70%)] px-6 py-14 text-center sm:px-12"
    >
      <h2 id="project-cta-title" className="text-title font-bold">
        Want a solution like this?
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-lead text-muted-foreground">
        {`Tell us how your team works today. In one free call we will sketch what a solution like the ${title} would look like for your business.`}
      </p>
      <Link to="/book-call" className={buttonVariants({ size: "lg", shape: "pill", className: "mt-8" })}>
        Book a Strategy Call
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
