import { providerProblem } from "./voice-state";

/** Why a voice call is not happening. */
export type VoiceProblem =
  | "unavailable"
  | "microphone-blocked"
  | "microphone-missing"
  | "microphone-busy"
  | "provider";

/** Each problem in words the visitor can act on. */
export const voiceProblemMessages: Record<VoiceProblem, string> = {
  unavailable: "The voice demo is not available right now.",
  "microphone-blocked":
    "Microphone access is blocked. Allow the microphone for this site (the icon in the address bar), then press the button again.",
  "microphone-missing": "No microphone found. Connect one, then press the button again.",
  "microphone-busy": "Your microphone could not be started. Close other apps using it, then try again.",
  provider: providerProblem,
};

function field(value: unknown, key: string): unknown {
  return value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
}

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
  if (name === "NotFoundError" || name === "OverconstrainedError" || type === "not-found") {
    return "microphone-missing";
  }
  return "microphone-busy";
}

// The SDK reports these on `error` but carries on with the call (audio extras that failed).
const survivableSdkErrors = new Set([
  "audio-processing-setup-error",
  "audio-processor-recovery-error",
  "audio-observer-setup-error",
  "video-recording-setup-error",
]);

/** What an SDK `error` event means for the visitor; null when the call goes on. */
export function sdkErrorProblem(event: unknown): VoiceProblem | null {
  const type = field(event, "type");
  if (typeof type === "string" && survivableSdkErrors.has(type)) return null;
  if (field(field(event, "error"), "name") === "NotAllowedError") return "microphone-blocked";
  return "provider";
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
