import { microphoneProblem, type VoiceProblem } from "./voice-problems";

/**
 * Asks for the microphone before any call is created, so a refusal costs no provider call and gets a
 * clear message. The stream is released at once; the SDK opens its own (the browser remembers the grant).
 */
export async function checkMicrophone(): Promise<VoiceProblem | null> {
  const devices = typeof navigator === "undefined" ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) {
    // Browsers hide the microphone API from pages that are not a secure context (plain http at a LAN
    // address): the visitor has a microphone, the address is what stops it.
    return window.isSecureContext === false ? "microphone-insecure" : "webrtc";
  }
  try {
    const stream = await devices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return null;
  } catch (error) {
    return microphoneProblem(error);
  }
}
