// What the button shows before and between presses. The session that changes it (settings, microphone,
// SDK, and the words for what went wrong, in ./voice-problems.ts) is loaded only when the visitor
// presses the button.

/**
 * idle → (press) connecting → ready (what happens is explained; nothing asked yet) → (Start)
 * connecting → active → idle.
 */
export type VoicePhase = "idle" | "connecting" | "ready" | "active";

/** The one problem the button reports without the session's code: that code failed to load. */
export const providerProblem = "The voice assistant could not be reached. Please try again in a moment.";

export interface TranscriptLine {
  role: "user" | "assistant";
  text: string;
  /** Still being spoken: the provider sends the line again as it grows, then once final. */
  partial: boolean;
}

export interface VoiceCallState {
  phase: VoicePhase;
  /** The assistant is talking; the bars rest while it does. */
  assistantSpeaking: boolean;
  /** Why there is no call, in words the visitor can act on (see ./voice-problems.ts). */
  problem: string | null;
  /** When the call started (ms since the epoch), for the timer; null until then. */
  startedAt: number | null;
  /** The call ends by itself this long after it started. */
  maxCallSeconds: number;
  muted: boolean;
  /** The microphone has sent nothing but silence for a while. */
  silent: boolean;
  transcript: TranscriptLine[];
}

export const idleVoiceCall: VoiceCallState = {
  phase: "idle",
  assistantSpeaking: false,
  problem: null,
  startedAt: null,
  maxCallSeconds: 0,
  muted: false,
  silent: false,
  transcript: [],
};
export const connectingVoiceCall: VoiceCallState = { ...idleVoiceCall, phase: "connecting" };
