/** Where the browser asks, at press time, how to reach the voice assistant. */
export const voiceSettingsPath = "/api/voice/config";

/** A call ends by itself after this long unless VOICE_MAX_CALL_SECONDS says otherwise. */
export const DEFAULT_MAX_CALL_SECONDS = 300;

/** Only the public key ever leaves the server; the assistant id is not a secret. */
export type VoiceSettings =
  | { configured: true; publicKey: string; assistantId: string; maxCallSeconds: number }
  | { configured: false };
