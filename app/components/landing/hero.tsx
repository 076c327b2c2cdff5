import type { heroActivity, hero as heroCopy } from "@domain/content/landing";
import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { VoiceButton } from "~/components/voice/voice-button";
import { CheckList } from "./check-list";
import { HeroConsole } from "./hero-console";

export function Hero({ hero, activity }: { hero: typeof heroCopy; activity: typeof heroActivity }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden pt-28 pb-12 sm:pt-40 sm:pb-20"
    >
      <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_26rem_at_15%_10%,color-mix(in_oklch,var(--primary)_22%,transparent),transparent_70%),radial-gradient(36rem_24rem_at_90%_30%,color-mix(in_oklch,var(--accent)_14%,transparent),transparent_70%)]"
      />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-14 px-5 sm:px-8 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/60 px-3 py-1 text-sm text-muted-foreground">
            <span className="size-2 rounded-full bg-success shadow-[0_0_10px_var(--success)]" />
            {hero.eyebrow}
          </p>
          <h1 id="hero-title" className="mt-6 text-display font-bold">
            {hero.headline} <span className="text-gradient sm:block">{hero.highlight}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lead text-muted-foreground">{hero.tagline}</p>
          <div className="mt-9 flex flex-wrap items-start gap-4">
            <Link to="/book-call" className={buttonVariants({ size: "lg", shape: "pill" })}>
              Book Strategy Call
              <ArrowRight aria-hidden="true" />
            </Link>
            <VoiceButton />
          </div>
          <CheckList
            items={hero.points}
            className="mt-9 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground"
            itemClassName="flex items-center gap-2"
            checkClassName="size-4 text-success"
          />
        </div>
        <HeroConsole activity={activity} />
      </div>
    </section>
  );
}
