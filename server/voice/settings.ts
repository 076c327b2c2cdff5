import { DEFAULT_MAX_CALL_SECONDS, type VoiceSettings } from "../../domain/voice-settings";
import type { Config } from "../config";

/** The voice demo is on only when both the public key and the assistant are set. */
export function voiceSettingsFrom({
  publicKey,
  assistantId,
  maxCallSeconds = DEFAULT_MAX_CALL_SECONDS,
}: Omit<Config["vapi"], "maxCallSeconds"> & { maxCallSeconds?: number }): VoiceSettings {
  return publicKey && assistantId
    ? { configured: true, publicKey, assistantId, maxCallSeconds }
    : { configured: false };
}
