import { useEffect, useRef, useState } from "react";
import { voiceSettingsPath } from "~/lib/voice-settings";
import { type CreateVoiceClient, createVapiClient } from "./voice-client";
import { idleVoiceCall, startVoiceSession, type VoiceSession } from "./voice-session";

export interface VoiceCallOptions {
  /** Makes the SDK instance; the real SDK unless a test hands in its own. */
  createClient?: CreateVoiceClient;
  settingsUrl?: string;
  connectTimeoutMs?: number;
}

/** The voice call behind the button: at most one session, and with it one SDK instance, at a time. */
export function useVoiceCall({
  createClient = createVapiClient,
  settingsUrl = voiceSettingsPath,
  connectTimeoutMs = 30_000,
}: VoiceCallOptions = {}) {
  const [state, setState] = useState(idleVoiceCall);
  const session = useRef<VoiceSession | undefined>(undefined);

  // Leaving the page hangs up.
  useEffect(() => () => session.current?.stop(), []);

  const start = () => {
    session.current?.stop();
    session.current = startVoiceSession({ createClient, settingsUrl, connectTimeoutMs, onChange: setState });
  };
  const stop = () => session.current?.stop();

  return { ...state, start, stop };
}
