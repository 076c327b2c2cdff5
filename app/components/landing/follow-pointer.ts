/**
 * Makes `glow` follow the mouse while `query` matches (cursor-glow.tsx says when it is wanted); returns
 * the function that stops it. Idle costs nothing: no work happens until the pointer moves, and then at
 * most one style write per frame, to transform and opacity only.
 */
export function followPointer(glow: HTMLElement, query: MediaQueryList): () => void {
  let frame = 0;
  let x = 0;
  let y = 0;
  const paint = () => {
    frame = 0;
    glow.style.transform = `translate3d(${x}px, ${y}px, 0)`;
    glow.style.opacity = "1";
  };
  const follow = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    x = event.clientX;
    y = event.clientY;
    if (!frame) frame = requestAnimationFrame(paint);
  };
  const fade = () => {
    glow.style.opacity = "0";
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
}
