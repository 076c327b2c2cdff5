/** Where the browser asks, at press time, how to reach the voice assistant. */
export const voiceSettingsPath = "/api/voice/config";

/** Only the public key ever leaves the server; the assistant id is not a secret. */
export type VoiceSettings =
  | { configured: true; publicKey: string; assistantId: string }
  | { configured: false };
