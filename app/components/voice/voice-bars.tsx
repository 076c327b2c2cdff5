const bars = [
  "h-2 [animation-delay:0ms]",
  "h-3.5 [animation-delay:150ms]",
  "h-4 [animation-delay:300ms]",
  "h-3 [animation-delay:450ms]",
];

/** The equaliser on the voice button; it moves while the assistant listens. */
export function VoiceBars({ animating }: { animating: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-slot="voice-bars"
      data-animating={animating}
      className="flex h-4 items-center gap-0.5"
    >
      {bars.map((bar) => (
        <span
          key={bar}
          className={`w-[3px] rounded-full bg-accent ${bar} ${animating ? "animate-voice-bar motion-reduce:animate-none" : ""}`}
        />
      ))}
    </span>
  );
}
