import type { closingCallToAction } from "@domain/content/landing";
import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";

export function ClosingCallToAction({ copy }: { copy: typeof closingCallToAction }) {
  return (
    <section aria-labelledby="cta-title" className="px-5 pt-4 pb-20 sm:px-8 sm:pb-28">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] border border-primary/30 bg-card px-6 py-16 text-center sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(32rem_18rem_at_50%_0%,color-mix(in_oklch,var(--primary)_28%,transparent),transparent_70%),radial-gradient(24rem_14rem_at_50%_110%,color-mix(in_oklch,var(--accent)_16%,transparent),transparent_70%)]"
        />
        <div className="relative">
          <h2 id="cta-title" className="text-title font-bold">
            {copy.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lead text-muted-foreground">{copy.text}</p>
          <Link to="/book-call" className={buttonVariants({ size: "lg", shape: "pill", className: "mt-9" })}>
            Book Free Strategy Call
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
