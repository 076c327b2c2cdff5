import { useEffect } from "react";
import { Kept } from "~/components/server-rendered";
import { browserIdle } from "~/lib/idle";
import { cursorGlow } from "./landing-kept";

/** A soft light that follows the mouse; the code that moves it loads once the browser is idle. */
export function CursorGlow() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    browserIdle()
      .then(() => import("./follow-pointer"))
      .then(({ followPointer }) => {
        // The light is markup the browser keeps (cursor-glow-light.tsx): found by its id.
        const glow = document.getElementById("cursor-glow");
        if (!unmounted && glow) stop = followPointer(glow);
      })
      // Decoration only: without its code the glow stays off.
      .catch(() => {});
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);

  return <Kept part={cursorGlow} props={{}} />;
}
