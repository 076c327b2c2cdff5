import Mic from "lucide-react/icons/mic";

/**
 * The hero's "talk to the voice assistant" button, idle state only. The call itself (lazy-loaded
 * voice SDK, connecting/active states) is wired in later; until then pressing it does nothing.
 */
export function VoiceButton() {
  return (
    <button
      type="button"
      className="group inline-flex h-12 items-center gap-3 rounded-full border border-accent/40 bg-accent/10 py-1 pr-5 pl-1.5 text-base font-medium text-foreground shadow-[0_0_32px_-8px_var(--accent)] outline-none transition-[background-color,border-color] hover:border-accent/70 hover:bg-accent/15 focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      <span className="inline-flex size-9 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Mic aria-hidden="true" className="size-[18px]" />
      </span>
      <span className="grid">
        <span className="[grid-area:1/1] transition-opacity group-hover:opacity-0">Talk to DVAT-AI</span>
        <span
          aria-hidden="true"
          className="[grid-area:1/1] opacity-0 transition-opacity group-hover:opacity-100"
        >
          Give it a Try
        </span>
      </span>
      <span aria-hidden="true" className="flex h-4 items-end gap-[3px]">
        <span className="h-2 w-[3px] rounded-full bg-accent/80" />
        <span className="h-4 w-[3px] rounded-full bg-accent" />
        <span className="h-3 w-[3px] rounded-full bg-accent/80" />
      </span>
    </button>
  );
}
