import type { VoiceSettings } from "@domain/voice-settings";
import { checkMicrophone } from "./microphone";
import { type CreateVoiceClient, createVapiClient, type VoiceClient } from "./voice-client";
import {
  callLimitMessage,
  describeFailure,
  microphoneProblem,
  sdkErrorProblem,
  type VoiceProblem,
  voiceProblemMessages,
} from "./voice-problems";
import { connectingVoiceCall, idleVoiceCall, type TranscriptLine, type VoiceCallState } from "./voice-state";

/** This long with a silent microphone (and not muted), the visitor is told. */
export const SILENCE_WARNING_MS = 5_000;
/** A microphone level at or below this is silence. */
const SILENCE_LEVEL = 0.001;
const TRANSCRIPT_LINES = 6;

export type { VoiceCallState, VoicePhase } from "./voice-state";
export { idleVoiceCall } from "./voice-state";

export interface VoiceSessionOptions {
  /** Makes the SDK instance: the real SDK unless a test hands in its own. */
  createClient?: CreateVoiceClient;
  settingsUrl: string;
  /** The SDK's start can hang; this long without the call starting, the session gives up. */
  connectTimeoutMs: number;
  onChange: (state: VoiceCallState) => void;
  /** How long a silent microphone goes unremarked (tests shorten it). */
  silenceWarningMs?: number;
}

export interface VoiceSession {
  /** Hangs up, or abandons the attempt while connecting; idle at once. */
  stop: () => void;
  /** The visitor has read what happens and pressed Start: the microphone is asked, the call made. */
  confirm: () => void;
  setMuted: (muted: boolean) => void;
}

function field(value: unknown, key: string): unknown {
  return value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
}

/** The transcript with the provider's `transcript` message applied (a partial line is replaced as it grows). */
function withTranscript(lines: TranscriptLine[], message: unknown): TranscriptLine[] | null {
  if (field(message, "type") !== "transcript") return null;
  const role: TranscriptLine["role"] = field(message, "role") === "user" ? "user" : "assistant";
  const text = field(message, "transcript");
  if (typeof text !== "string" || text.trim() === "") return null;
  const partial = field(message, "transcriptType") === "partial";
  const last = lines.at(-1);
  const kept = last?.partial && last.role === role ? lines.slice(0, -1) : lines;
  return [...kept, { role, text: text.trim(), partial }].slice(-TRANSCRIPT_LINES);
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
  silenceWarningMs = SILENCE_WARNING_MS,
}: VoiceSessionOptions): VoiceSession {
  let state: VoiceCallState = connectingVoiceCall;
  let client: VoiceClient | undefined;
  let over = false;
  let confirmed: () => void = () => {};
  const confirmation = new Promise<void>((resolve) => {
    confirmed = resolve;
  });
  let callLimit: ReturnType<typeof setTimeout> | undefined;
  let silenceCheck: ReturnType<typeof setInterval> | undefined;
  let lastHeard = 0;
  const hangUpWhenHidden = () => {
    if (document.visibilityState === "hidden") end("page-hidden");
  };

  const update = (change: Partial<VoiceCallState>) => {
    if (over) return;
    state = { ...state, ...change };
    onChange(state);
  };
  const end = (problem: VoiceProblem | null = null, failure?: unknown, message?: string) => {
    if (over) return;
    over = true;
    clearTimeout(timeout);
    clearTimeout(callLimit);
    clearInterval(silenceCheck);
    document.removeEventListener("visibilitychange", hangUpWhenHidden);
    if (client) release(client);
    if (failure !== undefined) console.warn(`Voice demo: the call failed (${describeFailure(failure)})`);
    onChange({ ...idleVoiceCall, problem: message ?? (problem && voiceProblemMessages[problem]) });
  };
  const callStarted = (maxCallSeconds: number) => {
    clearTimeout(timeout);
    const now = Date.now();
    lastHeard = now;
    update({ phase: "active", assistantSpeaking: false, startedAt: now });
    callLimit = setTimeout(
      () => end(null, undefined, callLimitMessage(maxCallSeconds)),
      maxCallSeconds * 1000,
    );
    silenceCheck = setInterval(() => {
      const silent = !state.muted && Date.now() - lastHeard >= silenceWarningMs;
      if (silent !== state.silent) update({ silent });
    }, 250);
  };
  const giveUp = () => end("provider", `the call did not start within ${connectTimeoutMs / 1000} s`);
  let timeout = setTimeout(giveUp, connectTimeoutMs);

  const connect = async () => {
    const settings = await readSettings(settingsUrl);
    if (over) return;
    if (!settings.configured) return end("unavailable");
    // Nothing is asked of the browser or the provider until the visitor has read what happens.
    clearTimeout(timeout);
    update({ phase: "ready", maxCallSeconds: settings.maxCallSeconds });
    await confirmation;
    if (over) return;
    timeout = setTimeout(giveUp, connectTimeoutMs);
    document.addEventListener("visibilitychange", hangUpWhenHidden);
    const microphone = await checkMicrophone();
    if (over) return;
    if (microphone) return end(microphone);
    const created = await createClient(settings.publicKey);
    if (over) return release(created);
    client = created;
    created.on("error", (event) => {
      const problem = sdkErrorProblem(event);
      if (problem) end(problem, event);
    });
    created.on("camera-error", (event) => end(microphoneProblem(event)));
    created.on("call-start", () => callStarted(settings.maxCallSeconds));
    created.on("message", (message) => {
      const transcript = withTranscript(state.transcript, message);
      if (transcript) update({ transcript });
    });
    created.on("local-volume-level", (level) => {
      if (level <= SILENCE_LEVEL) return;
      lastHeard = Date.now();
      if (state.silent) update({ silent: false });
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
  return {
    stop: () => end(),
    confirm: () => {
      if (state.phase !== "ready") return;
      update({ phase: "connecting" });
      confirmed();
    },
    setMuted: (muted) => {
      if (over || !client) return;
      client.setMuted(muted);
      lastHeard = Date.now();
      update({ muted, silent: false });
    },
  };
}
