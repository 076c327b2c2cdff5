import type { VoiceSettings } from "~/lib/voice-settings";
import { checkMicrophone } from "./microphone";
import { type CreateVoiceClient, createVapiClient, type VoiceClient } from "./voice-client";
import {
  describeFailure,
  microphoneProblem,
  sdkErrorProblem,
  type VoiceProblem,
  voiceProblemMessages,
} from "./voice-problems";
import { connectingVoiceCall, idleVoiceCall, type VoiceCallState } from "./voice-state";

export type { VoiceCallState, VoicePhase } from "./voice-state";
export { idleVoiceCall } from "./voice-state";

export interface VoiceSessionOptions {
  /** Makes the SDK instance: the real SDK unless a test hands in its own. */
  createClient?: CreateVoiceClient;
  settingsUrl: string;
  /** The SDK's start can hang; this long without the call starting, the session gives up. */
  connectTimeoutMs: number;
  onChange: (state: VoiceCallState) => void;
}

export interface VoiceSession {
  /** Hangs up, or abandons the attempt while connecting; idle at once. */
  stop: () => void;
}

async function readSettings(url: string): Promise<VoiceSettings> {
  const response = await fetch(url, { cache: "no-store", headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`the voice settings answered HTTP ${response.status}`);
  return (await response.json()) as VoiceSettings;
}

// Makes an SDK instance harmless: its events no longer reach us, yet `error` keeps a listener (the
// SDK's emitter throws on an unheard error), and its call, if any, is torn down.
function release(client: VoiceClient) {
  client.removeAllListeners();
  client.on("error", () => {});
  Promise.resolve()
    .then(() => client.stop())
    .catch(() => {});
}

/**
 * One press of the button: settings, microphone, SDK, call, until the call ends, fails or is stopped.
 * The SDK's events drive the state; its `start()` promise is never waited on to reset it.
 */
export function startVoiceSession({
  createClient = createVapiClient,
  settingsUrl,
  connectTimeoutMs,
  onChange,
}: VoiceSessionOptions): VoiceSession {
  let state: VoiceCallState = connectingVoiceCall;
  let client: VoiceClient | undefined;
  let over = false;

  const update = (change: Partial<VoiceCallState>) => {
    if (over) return;
    state = { ...state, ...change };
    onChange(state);
  };
  const end = (problem: VoiceProblem | null = null, failure?: unknown) => {
    if (over) return;
    over = true;
    clearTimeout(timeout);
    if (client) release(client);
    if (failure !== undefined) console.warn(`Voice demo: the call failed (${describeFailure(failure)})`);
    onChange({ ...idleVoiceCall, problem: problem && voiceProblemMessages[problem] });
  };
  const timeout = setTimeout(
    () => end("provider", `the call did not start within ${connectTimeoutMs / 1000} s`),
    connectTimeoutMs,
  );

  const connect = async () => {
    const settings = await readSettings(settingsUrl);
    if (over) return;
    if (!settings.configured) return end("unavailable");
    const microphone = await checkMicrophone();
    if (over) return;
    if (microphone) return end(microphone);
    const created = await createClient(settings.publicKey);
    if (over) return release(created);
    client = created;
    created.on("error", (event) => {
      const problem = sdkErrorProblem(event);
      if (problem) end(problem, problem === "provider" ? event : undefined);
    });
    created.on("camera-error", (event) => end(microphoneProblem(event)));
    created.on("call-start", () => {
      clearTimeout(timeout);
      update({ phase: "active", assistantSpeaking: false });
    });
    created.on("call-end", () =>
      state.phase === "active" ? end() : end("provider", "the call ended before it started"),
    );
    created.on("speech-start", () => update({ assistantSpeaking: true }));
    created.on("speech-end", () => update({ assistantSpeaking: false }));
    created.start(settings.assistantId).then(
      (call) => {
        // Joined after the visitor gave up: hang up that call too.
        if (over) release(created);
        else if (call === null) end("provider", "the SDK did not start the call");
      },
      (error) => end("provider", error),
    );
  };

  onChange(state);
  connect().catch((error) => end("provider", error));
  return { stop: () => end() };
}
