import type { hero as heroCopy } from "@domain/content/landing";
import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { CheckList } from "./check-list";

// The hero's parts that never change once rendered: everything in it but the voice button. The browser
// keeps their markup as the server rendered it (landing-kept.tsx).

/** The grid and the coloured light behind the hero: two `<div>`s. */
export function HeroBackdrop() {
  return (
    <>
      <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_26rem_at_15%_10%,color-mix(in_oklch,var(--primary)_22%,transparent),transparent_70%),radial-gradient(36rem_24rem_at_90%_30%,color-mix(in_oklch,var(--accent)_14%,transparent),transparent_70%)]"
      />
    </>
  );
}

/** The eyebrow, the headline and the tagline: a `<p>`, an `<h1>` and a `<p>`. */
export function HeroIntro({ hero }: { hero: typeof heroCopy }) {
  return (
    <>
      <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/60 px-3 py-1 text-sm text-muted-foreground">
        <span className="size-2 rounded-full bg-success shadow-[0_0_10px_var(--success)]" />
        {hero.eyebrow}
      </p>
      <h1 id="hero-title" className="mt-6 text-display font-bold">
        {hero.headline} <span className="text-gradient sm:block">{hero.highlight}</span>
      </h1>
      <p className="mt-6 max-w-xl text-lead text-muted-foreground">{hero.tagline}</p>
    </>
  );
}

/** The call to book: an `<a>`. */
export function HeroBooking() {
  return (
    <Link to="/book-call" className={buttonVariants({ size: "lg", shape: "pill" })}>
      Book Strategy Call
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}

/** What the agency promises, each point checked: a `<ul>`. */
export function HeroPoints({ points }: { points: readonly string[] }) {
  return (
    <CheckList
      items={points}
      className="mt-9 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground"
      itemClassName="flex items-center gap-2"
      checkClassName="size-4 text-success"
    />
  );
}
