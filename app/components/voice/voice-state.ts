// What the button shows before and between presses. The session that changes it (settings, microphone,
// SDK) is loaded only when the visitor presses the button.

export type VoicePhase = "idle" | "connecting" | "active";

/** Why a voice call is not happening, in words the visitor can act on. */
export type VoiceProblem =
  | "unavailable"
  | "microphone-blocked"
  | "microphone-missing"
  | "microphone-busy"
  | "provider";

export const voiceProblemMessages: Record<VoiceProblem, string> = {
  unavailable: "The voice demo is not available right now.",
  "microphone-blocked":
    "Microphone access is blocked. Allow the microphone for this site (the icon in the address bar), then press the button again.",
  "microphone-missing": "No microphone found. Connect one, then press the button again.",
  "microphone-busy": "Your microphone could not be started. Close other apps using it, then try again.",
  provider: "The voice assistant could not be reached. Please try again in a moment.",
};

export interface VoiceCallState {
  phase: VoicePhase;
  /** The assistant is talking; the bars rest while it does. */
  assistantSpeaking: boolean;
  problem: VoiceProblem | null;
}

export const idleVoiceCall: VoiceCallState = { phase: "idle", assistantSpeaking: false, problem: null };
export const connectingVoiceCall: VoiceCallState = {
  phase: "connecting",
  assistantSpeaking: false,
  problem: null,
};
