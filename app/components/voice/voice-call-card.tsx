import { clsx } from "clsx";
import Mic from "lucide-react/icons/mic";
import MicOff from "lucide-react/icons/mic-off";
import { useEffect, useState } from "react";
import type { VoiceCallState } from "./voice-state";

const controlClass =
  "inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-xs font-medium outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring";

function clock(seconds: number) {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** Seconds since `startedAt`, ticking every second. */
function useElapsed(startedAt: number | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [startedAt]);
  return startedAt === null ? 0 : (now - startedAt) / 1000;
}

/**
 * Under the voice button, over the page (so nothing below it moves): before the call, what will happen
 * and a Start button; during it, the timer, mute, who is speaking and what was said.
 */
export function VoiceCallCard({
  call,
  onConfirm,
  onCancel,
  onMute,
}: {
  call: VoiceCallState;
  onConfirm: () => void;
  onCancel: () => void;
  onMute: (muted: boolean) => void;
}) {
  const elapsed = useElapsed(call.startedAt);
  return (
    <section
      aria-label="Voice call"
      data-slot="voice-call-card"
      className="absolute top-full left-0 z-20 mt-2 flex w-[min(22rem,calc(100vw-2.5rem))] flex-col gap-3 rounded-xl border border-border bg-popover p-4 text-sm text-popover-foreground shadow-2xl"
    >
      {call.phase === "ready" ? (
        <>
          <p>
            You are about to talk with our AI voice assistant. Your voice is sent to our voice provider (Vapi)
            to be processed; the call ends by itself after {clock(call.maxCallSeconds)}.
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              // biome-ignore lint/a11y/noAutofocus: the visitor just asked for this step; Start is the next move.
              autoFocus
              onClick={onConfirm}
              className={clsx(controlClass, "bg-accent text-accent-foreground hover:bg-accent/90")}
            >
              Start call
            </button>
            <button type="button" onClick={onCancel} className={clsx(controlClass, "hover:bg-secondary")}>
              Not now
            </button>
          </div>
        </>
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <p className="font-medium tabular-nums" data-slot="voice-timer">
              <span className="sr-only">Call time </span>
              {clock(elapsed)} / {clock(call.maxCallSeconds)}
            </p>
            <p data-slot="voice-speaking" className="text-xs text-muted-foreground">
              <span
                aria-hidden="true"
                className={clsx(
                  "mr-1.5 inline-block size-2 rounded-full",
                  call.assistantSpeaking ? "bg-accent motion-safe:animate-pulse" : "bg-muted-foreground",
                )}
              />
              {call.assistantSpeaking ? "Assistant speaking" : "Listening"}
            </p>
            <button
              type="button"
              aria-pressed={call.muted}
              onClick={() => onMute(!call.muted)}
              className={clsx(
                controlClass,
                "border border-border hover:bg-secondary aria-pressed:bg-secondary",
              )}
            >
              {call.muted ? (
                <MicOff aria-hidden="true" className="size-3.5" />
              ) : (
                <Mic aria-hidden="true" className="size-3.5" />
              )}
              {call.muted ? "Unmute" : "Mute"}
            </button>
          </div>
          {call.silent && (
            <p role="alert" className="rounded-md bg-destructive/15 px-3 py-2 text-xs text-foreground">
              We cannot hear you: your microphone has been silent for 5 seconds. Check that it is on and not
              muted.
            </p>
          )}
          <ol
            aria-label="Transcript"
            aria-live="polite"
            className="flex max-h-40 flex-col gap-1 overflow-y-auto"
          >
            {call.transcript.length === 0 ? (
              <li className="text-xs text-muted-foreground">The transcript appears here as you talk.</li>
            ) : (
              call.transcript.map((line, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines are only appended or replaced at the end.
                  key={index}
                  data-slot="voice-transcript-line"
                  className={clsx("text-xs", line.partial && "text-muted-foreground")}
                >
                  <span className="font-medium">{line.role === "user" ? "You" : "Assistant"}:</span>{" "}
                  {line.text}
                </li>
              ))
            )}
          </ol>
        </>
      )}
    </section>
  );
}
