/** The light itself, off until the pointer moves (cursor-glow.tsx). */
export function CursorGlowLight() {
  return (
    <div
      // cursor-glow.tsx finds it by this id.
      id="cursor-glow"
      aria-hidden="true"
      data-testid="cursor-glow"
      className="pointer-events-none fixed top-[-20rem] left-[-20rem] -z-10 size-[40rem] rounded-full bg-[radial-gradient(circle,color-mix(in_oklch,var(--primary)_20%,transparent),transparent_65%)] opacity-0 transition-opacity duration-500 will-change-transform"
    />
  );
}
