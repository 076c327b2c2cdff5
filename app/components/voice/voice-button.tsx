import Mic from "lucide-react/icons/mic";
import { lazy, Suspense, useState } from "react";
import { useVoiceCall, type VoiceCallOptions } from "./use-voice-call";
import { VoiceBars } from "./voice-bars";
import type { VoicePhase } from "./voice-state";

// The card shows only once a press has loaded the call's code: its own code comes with that, not with
// the landing page.
const loadCard = () => import("./voice-call-card");
const VoiceCallCard = lazy(() => loadCard().then((module) => ({ default: module.VoiceCallCard })));

const labels: Record<VoicePhase, { rest: string; hover: string }> = {
  idle: { rest: "Talk to DVAT-AI", hover: "Give it a Try" },
  connecting: { rest: "Give it a sec...", hover: "Give it a sec..." },
  ready: { rest: "Talk to DVAT-AI", hover: "Talk to DVAT-AI" },
  active: { rest: "Just Talk!", hover: "Press to Stop" },
};

// For screen readers, which do not see the hover labels or the bars.
const announcements: Record<VoicePhase, string> = {
  idle: "",
  connecting: "Connecting to the voice assistant.",
  ready: "",
  active: "Connected. Talk to the assistant; press the button again to stop.",
};

/** The hero's "talk to our assistant" button: starts, shows and stops a voice call in the browser. */
export function VoiceButton({ className, ...options }: VoiceCallOptions & { className?: string }) {
  const call = useVoiceCall(options);
  const [hovered, setHovered] = useState(false);
  const label = labels[call.phase][hovered ? "hover" : "rest"];
  const connecting = call.phase === "connecting";
  const press = () => {
    if (call.phase === "active" || call.phase === "ready") call.stop();
    else if (call.phase === "idle") {
      call.start();
      loadCard().catch(() => {});
    }
  };

  return (
    <div data-slot="voice-button" className={`relative flex flex-col items-start gap-2 ${className ?? ""}`}>
      {/* Hover only swaps the label (the button is the control); tracked around it because a disabled
          button gets no pointer events. */}
      <div
        className="flex items-center gap-2"
        // A mouse's only: a phone sends mouse events after a tap, and its "hover" would stay until the next tap.
        onPointerEnter={(event) => setHovered(event.pointerType === "mouse")}
        onPointerLeave={() => setHovered(false)}
      >
        <button
          type="button"
          // Disabled by aria-disabled while connecting: a disabled button would drop the keyboard focus.
          aria-disabled={connecting || undefined}
          aria-pressed={call.phase === "active"}
          className="inline-flex h-12 items-center gap-3 rounded-full border border-accent/40 bg-accent/10 py-1 pr-5 pl-1.5 text-base font-medium text-foreground shadow-[0_0_32px_-8px_var(--accent)] outline-none transition hover:border-accent/70 hover:bg-accent/15 focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring aria-disabled:pointer-events-none aria-disabled:opacity-70 aria-pressed:border-accent aria-pressed:bg-accent/20"
          onClick={press}
        >
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-accent text-accent-foreground">
            {connecting ? (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
              />
            ) : (
              <Mic aria-hidden="true" className="size-[18px]" />
            )}
          </span>
          {label}
          <VoiceBars animating={call.phase === "active" && !call.assistantSpeaking} />
        </button>
        {connecting && (
          <button
            type="button"
            className="h-8 rounded-md px-3 text-xs font-medium text-muted-foreground outline-none hover:bg-secondary hover:text-secondary-foreground focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring"
            onClick={call.stop}
          >
            Cancel
          </button>
        )}
      </div>
      {/* Two lines kept free, so a message never moves the page (the hero keeps its place). */}
      <p role="status" data-slot="voice-status" className="min-h-10 max-w-sm text-sm text-muted-foreground">
        {call.problem ?? <span className="sr-only">{announcements[call.phase]}</span>}
      </p>
      {(call.phase === "ready" || call.phase === "active") && (
        <Suspense>
          <VoiceCallCard call={call} onConfirm={call.confirm} onCancel={call.stop} onMute={call.setMuted} />
        </Suspense>
      )}
    </div>
  );
}
