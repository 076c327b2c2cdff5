import type { RequestHandler } from "express";
import type { VoiceSettings } from "../../domain/voice-settings";

/**
 * Answers the browser's question "can I start a voice call, and with what?". Read at press time rather
 * than baked into the build, because the landing page is prerendered once and served by every deployment.
 */
export function voiceSettingsRoute(settings: VoiceSettings): RequestHandler {
  return (_request, response) => {
    response.setHeader("Cache-Control", "no-store");
    response.json(settings);
  };
}
