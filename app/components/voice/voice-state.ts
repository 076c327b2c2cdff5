// What the button shows before and between presses. The session that changes it (settings, microphone,
// SDK, and the words for what went wrong, in ./voice-problems.ts) is loaded only when the visitor
// presses the button.

export type VoicePhase = "idle" | "connecting" | "active";

/** The one problem the button reports without the session's code: that code failed to load. */
export const providerProblem = "The voice assistant could not be reached. Please try again in a moment.";

export interface VoiceCallState {
  phase: VoicePhase;
  /** The assistant is talking; the bars rest while it does. */
  assistantSpeaking: boolean;
  /** Why there is no call, in words the visitor can act on (see ./voice-problems.ts). */
  problem: string | null;
}

export const idleVoiceCall: VoiceCallState = { phase: "idle", assistantSpeaking: false, problem: null };
export const connectingVoiceCall: VoiceCallState = {
  phase: "connecting",
  assistantSpeaking: false,
  problem: null,
};
