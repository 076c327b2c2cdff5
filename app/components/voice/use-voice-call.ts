import { voiceSettingsPath } from "@domain/voice-settings";
import { useEffect, useRef, useState } from "react";
import type { CreateVoiceClient } from "./voice-client";
import type { VoiceSession } from "./voice-session";
import { connectingVoiceCall, idleVoiceCall, providerProblem } from "./voice-state";

export interface VoiceCallOptions {
  /** Makes the SDK instance; the real SDK unless a test hands in its own. */
  createClient?: CreateVoiceClient;
  settingsUrl?: string;
  connectTimeoutMs?: number;
  silenceWarningMs?: number;
}

/** The voice call behind the button: at most one session, and with it one SDK instance, at a time. */
export function useVoiceCall({
  createClient,
  settingsUrl = voiceSettingsPath,
  connectTimeoutMs = 30_000,
  silenceWarningMs,
}: VoiceCallOptions = {}) {
  const [state, setState] = useState(idleVoiceCall);
  const session = useRef<VoiceSession | undefined>(undefined);

  // Leaving the page hangs up.
  useEffect(() => () => session.current?.stop(), []);

  const start = () => {
    session.current?.stop();
    // The session's code (settings, microphone, SDK) loads on the first press, not with the page.
    const loading: VoiceSession = {
      stop: () => {
        if (session.current === loading) session.current = undefined;
        setState(idleVoiceCall);
      },
      confirm: () => {},
      setMuted: () => {},
    };
    session.current = loading;
    setState(connectingVoiceCall);
    import("./voice-session").then(
      ({ startVoiceSession }) => {
        if (session.current !== loading) return;
        session.current = startVoiceSession({
          createClient,
          settingsUrl,
          connectTimeoutMs,
          silenceWarningMs,
          onChange: setState,
        });
      },
      (error) => {
        if (session.current !== loading) return;
        console.warn(
          `Voice demo: the call failed (${error instanceof Error ? error.message : String(error)})`,
        );
        session.current = undefined;
        setState({ ...idleVoiceCall, problem: providerProblem });
      },
    );
  };
  const stop = () => session.current?.stop();
  const confirm = () => session.current?.confirm();
  const setMuted = (muted: boolean) => session.current?.setMuted(muted);

  return { ...state, start, stop, confirm, setMuted };
}
