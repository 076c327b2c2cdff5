import { useEffect, useRef } from "react";

// Only for a precise pointer and a visitor who has not asked for less motion.
const wanted = "(pointer: fine) and (prefers-reduced-motion: no-preference)";

/**
 * A soft light that follows the mouse. Idle costs nothing: no work happens until the pointer moves,
 * and then at most one style write per frame, to transform and opacity only.
 */
export function CursorGlow() {
  const glow = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = glow.current;
    if (!element) return;
    const query = window.matchMedia(wanted);
    let frame = 0;
    let x = 0;
    let y = 0;
    const paint = () => {
      frame = 0;
      element.style.transform = `translate3d(${x}px, ${y}px, 0)`;
      element.style.opacity = "1";
    };
    const follow = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      x = event.clientX;
      y = event.clientY;
      if (!frame) frame = requestAnimationFrame(paint);
    };
    const fade = () => {
      element.style.opacity = "0";
    };
    const stop = () => {
      window.removeEventListener("pointermove", follow);
      document.documentElement.removeEventListener("pointerleave", fade);
      cancelAnimationFrame(frame);
      frame = 0;
      fade();
    };
    const sync = () => {
      stop();
      if (!query.matches) return;
      window.addEventListener("pointermove", follow, { passive: true });
      document.documentElement.addEventListener("pointerleave", fade);
    };
    sync();
    query.addEventListener("change", sync);
    return () => {
      query.removeEventListener("change", sync);
      stop();
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
