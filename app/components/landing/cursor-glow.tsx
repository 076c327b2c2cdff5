import { useEffect, useRef } from "react";
import { browserIdle } from "~/lib/idle";

/** A soft light that follows the mouse; the code that moves it loads once the browser is idle. */
export function CursorGlow() {
  const glow = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    browserIdle()
      .then(() => import("./follow-pointer"))
      .then(({ followPointer }) => {
        if (!unmounted && glow.current) stop = followPointer(glow.current);
      })
      // Decoration only: without its code the glow stays off.
      .catch(() => {});
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);

  return (
    <div
      ref={glow}
      aria-hidden="true"
      data-testid="cursor-glow"
      className="pointer-events-none fixed top-[-20rem] left-[-20rem] -z-10 size-[40rem] rounded-full bg-[radial-gradient(circle,color-mix(in_oklch,var(--primary)_20%,transparent),transparent_65%)] opacity-0 transition-opacity duration-500 will-change-transform"
    />
  );
}
