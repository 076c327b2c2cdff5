import { useEffect } from "react";
import { Kept } from "~/components/server-rendered";
import { browserIdle } from "~/lib/idle";
import { cursorGlow } from "./landing-kept";

// Only for a precise pointer and a visitor who has not asked for less motion: a phone never loads the
// code that moves the light, and a tablet loads it once a mouse is plugged in.
const wanted = "(pointer: fine) and (prefers-reduced-motion: no-preference)";

/** A soft light that follows the mouse; the code that moves it loads once the browser is idle. */
export function CursorGlow() {
  useEffect(() => {
    const query = window.matchMedia(wanted);
    let stop: (() => void) | undefined;
    let unmounted = false;
    const load = () => {
      if (!query.matches) return;
      query.removeEventListener("change", load);
      browserIdle()
        .then(() => import("./follow-pointer"))
        .then(({ followPointer }) => {
          // The light is markup the browser keeps (cursor-glow-light.tsx): found by its id.
          const glow = document.getElementById("cursor-glow");
          if (!unmounted && glow) stop = followPointer(glow, query);
        })
        // Decoration only: without its code the glow stays off.
        .catch(() => {});
    };
    query.addEventListener("change", load);
    load();
    return () => {
      unmounted = true;
      query.removeEventListener("change", load);
      stop?.();
    };
  }, []);

  return <Kept part={cursorGlow} props={{}} />;
}
