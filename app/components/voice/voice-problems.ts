import { providerProblem } from "./voice-state";

/** Why a voice call is not happening, or why it ended by itself. */
export type VoiceProblem =
  | "unavailable"
  | "microphone-blocked"
  | "microphone-missing"
  | "microphone-busy"
  | "microphone-settings"
  | "microphone-insecure"
  | "provider"
  | "setup"
  | "browser"
  | "webrtc"
  | "bundle"
  | "join"
  | "reconnect"
  | "connection"
  | "outdated"
  | "room"
  | "busy"
  | "not-allowed"
  | "ejected"
  | "page-hidden";

/** Each problem in words the visitor can act on. */
export const voiceProblemMessages: Record<VoiceProblem, string> = {
  unavailable: "The voice demo is not set up on this site.",
  "microphone-blocked":
    "Microphone access is blocked. Allow the microphone for this site (the icon in the address bar), then press the button again.",
  "microphone-missing": "No microphone found. Connect one, then press the button again.",
  "microphone-busy": "Your microphone could not be started. Close other apps using it, then try again.",
  "microphone-settings":
    "Your microphone does not support the call's audio settings. Try another microphone.",
  "microphone-insecure":
    "This page cannot use a microphone at this address. Open the site over https, then try again.",
  provider: providerProblem,
  setup: "The voice assistant is not set up correctly, so the call could not start. Please try again later.",
  browser: "Your browser could not prepare the call. Reload the page, or try another browser.",
  webrtc: "This browser cannot make calls (WebRTC is turned off or not supported). Try another browser.",
  bundle: "The call service could not be loaded. Check your connection or content blocker, then try again.",
  join: "The call could not be joined. Check your internet connection, then try again.",
  reconnect: "The call could not be reconnected. Press the button to start a new one.",
  connection: "The connection to the call was lost. Check your internet connection, then try again.",
  outdated: "This browser is too old for the call service. Update it, then try again.",
  room: "This call is no longer available. Press the button to start a new one.",
  busy: "The voice assistant is busy right now. Please try again in a few minutes.",
  "not-allowed": "The call service did not allow this call. Please try again later.",
  ejected: "The call was ended by the voice service.",
  "page-hidden": "The call ended because the page was hidden. Press the button to talk again.",
};

/** The call reached VOICE_MAX_CALL_SECONDS. */
export function callLimitMessage(seconds: number) {
  const minutes = Math.round(seconds / 60);
  const length =
    seconds % 60 === 0
      ? `${minutes} minute${minutes === 1 ? "" : "s"}`
      : `${seconds} second${seconds === 1 ? "" : "s"}`;
  return `The call reached its limit of ${length}. Press the button to talk again.`;
}

function field(value: unknown, key: string): unknown {
  return value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
}

// The call service's own words for two failures that carry no type of their own.
const bundleFailure = /Failed to load call object bundle/i;
const noWebRtc = /WebRTC not supported or suppressed/i;

/**
 * A refused or missing microphone: getUserMedia's DOMException, or the call service's camera-error
 * (which the SDK passes on as `{ error: { error: { type } } }`).
 */
export function microphoneProblem(error: unknown): VoiceProblem {
  const name = field(error, "name") ?? field(field(error, "error"), "name");
  const type = field(field(field(error, "error"), "error"), "type");
  if (name === "NotAllowedError" || name === "SecurityError" || type === "permissions") {
    return "microphone-blocked";
  }
  if (name === "NotFoundError" || type === "not-found") return "microphone-missing";
  if (name === "OverconstrainedError" || type === "constraints") return "microphone-settings";
  if (type === "undefined-mediadevices") return "microphone-insecure";
  return "microphone-busy";
}

// The SDK reports these on `error` but carries on with the call (audio extras that failed).
const survivableSdkErrors = new Set([
  "audio-processing-setup-error",
  "audio-processor-recovery-error",
  "audio-observer-setup-error",
  "video-recording-setup-error",
]);

// The call service's fatal errors (a `daily-error` event's `error.error.type`).
const callServiceProblems: Record<string, VoiceProblem> = {
  "connection-error": "connection",
  "end-of-life": "outdated",
  "no-room": "room",
  "exp-room": "room",
  "exp-token": "room",
  "nbf-room": "room",
  "nbf-token": "room",
  "meeting-full": "busy",
  "not-allowed": "not-allowed",
  ejected: "ejected",
};

// The SDK's own error types: each step of starting a call that can fail.
const sdkProblems: Record<string, VoiceProblem> = {
  "validation-error": "setup",
  "daily-call-object-creation-error": "browser",
  "daily-call-join-error": "join",
  "start-method-error": "provider",
  "reconnect-error": "reconnect",
};

/** What an SDK `error` event means for the visitor; null when the call goes on. */
export function sdkErrorProblem(event: unknown): VoiceProblem | null {
  const type = field(event, "type");
  if (typeof type === "string" && survivableSdkErrors.has(type)) return null;
  if (field(field(event, "error"), "name") === "NotAllowedError") return "microphone-blocked";
  const words = firstText(event) ?? "";
  if (bundleFailure.test(words)) return "bundle";
  if (noWebRtc.test(words)) return "webrtc";
  const serviceType = field(field(field(event, "error"), "error"), "type");
  if (type === "daily-error" && typeof serviceType === "string" && callServiceProblems[serviceType]) {
    return callServiceProblems[serviceType];
  }
  return (typeof type === "string" && sdkProblems[type]) || "provider";
}

function firstText(value: unknown, depth = 0): string | undefined {
  if (typeof value === "string") return value;
  if (depth > 3 || !value || typeof value !== "object") return undefined;
  for (const key of ["message", "errorMsg", "msg", "error"]) {
    const text = firstText(field(value, key), depth + 1);
    if (text) return text;
  }
  return undefined;
}

/** One line for the console: which step failed and the provider's own words. */
export function describeFailure(error: unknown): string {
  const type = field(error, "type");
  const detail = firstText(error) ?? "unknown error";
  return `${typeof type === "string" ? `${type}: ` : ""}${detail}`.replace(/\s+/g, " ").slice(0, 300);
}
