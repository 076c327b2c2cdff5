import { useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useVoiceCall, type VoiceCallOptions } from "./use-voice-call";
import { VoiceBars } from "./voice-bars";
import { voiceProblemMessages } from "./voice-problems";
import type { VoicePhase } from "./voice-session";

const labels: Record<VoicePhase, { rest: string; hover: string }> = {
  idle: { rest: "Talk to DVAT-AI", hover: "Give it a Try" },
  connecting: { rest: "Give it a sec...", hover: "Give it a sec..." },
  active: { rest: "Just Talk!", hover: "Press to Stop" },
};

// For screen readers, which do not see the hover labels or the bars.
const announcements: Record<VoicePhase, string> = {
  idle: "",
  connecting: "Connecting to the voice assistant.",
  active: "Connected. Talk to the assistant; press the button again to stop.",
};

/** The hero's "talk to our assistant" button: starts, shows and stops a voice call in the browser. */
export function VoiceButton({ className, ...options }: VoiceCallOptions & { className?: string }) {
  const call = useVoiceCall(options);
  const [hovered, setHovered] = useState(false);
  const label = labels[call.phase][hovered ? "hover" : "rest"];
  const connecting = call.phase === "connecting";
  const press = () => {
    if (call.phase === "active") call.stop();
    else if (call.phase === "idle") call.start();
  };

  return (
    <div data-slot="voice-button" className={cn("flex flex-col items-center gap-2", className)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only swaps the label (the button is the
          control); tracked around it because a disabled button gets no pointer events. */}
      <div
        className="flex items-center gap-2"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        <Button
          type="button"
          variant="outline"
          size="lg"
          // Disabled by aria-disabled while connecting: a disabled button would drop the keyboard focus.
          aria-disabled={connecting || undefined}
          aria-pressed={call.phase === "active"}
          className="aria-disabled:pointer-events-none aria-disabled:opacity-60"
          onClick={press}
        >
          {connecting ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
            />
          ) : (
            <VoiceBars animating={call.phase === "active" && !call.assistantSpeaking} />
          )}
          {label}
        </Button>
        {connecting && (
          <Button type="button" variant="ghost" size="sm" onClick={call.stop}>
            Cancel
          </Button>
        )}
      </div>
      <p
        role="status"
        data-slot="voice-status"
        className="max-w-sm text-center text-sm text-muted-foreground"
      >
        {call.problem ? (
          voiceProblemMessages[call.problem]
        ) : (
          <span className="sr-only">{announcements[call.phase]}</span>
        )}
      </p>
    </div>
  );
}
