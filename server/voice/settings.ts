import type { VoiceSettings } from "../../app/lib/voice-settings";
import type { Config } from "../config";

/** The voice demo is on only when both the public key and the assistant are set. */
export function voiceSettingsFrom({ publicKey, assistantId }: Config["vapi"]): VoiceSettings {
  return publicKey && assistantId ? { configured: true, publicKey, assistantId } : { configured: false };
}
