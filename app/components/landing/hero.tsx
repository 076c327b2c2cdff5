import type { heroActivity, hero as heroCopy } from "@domain/content/landing";
import { Kept } from "~/components/server-rendered";
import { VoiceButton } from "~/components/voice/voice-button";
import { heroBackdrop, heroBooking, heroConsole, heroIntro, heroPoints } from "./landing-kept";

/** The landing page's first screen; all of it but the voice button is markup the browser keeps. */
export function Hero({ hero, activity }: { hero: typeof heroCopy; activity: typeof heroActivity }) {
  // Clipped sideways only, and by `clip`: the voice call card may reach below the hero, and a hidden
  // overflow would make the hero a box that scrolls inside itself when the card's button takes focus.
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-x-clip pt-28 pb-12 sm:pt-40 sm:pb-20"
    >
      <Kept part={heroBackdrop} props={{}} />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-14 px-5 sm:px-8 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <Kept part={heroIntro} props={{ hero }} />
          <div className="mt-9 flex flex-wrap items-start gap-4">
            <Kept part={heroBooking} props={{}} />
            <VoiceButton />
          </div>
          <Kept part={heroPoints} props={{ points: hero.points }} />
        </div>
        <Kept part={heroConsole} props={{ activity }} />
      </div>
    </section>
  );
}
