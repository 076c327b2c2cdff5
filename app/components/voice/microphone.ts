import { microphoneProblem, type VoiceProblem } from "./voice-problems";

/**
 * Asks for the microphone before any call is created, so a refusal costs no provider call and gets a
 * clear message. The stream is released at once; the SDK opens its own (the browser remembers the grant).
 */
export async function checkMicrophone(): Promise<VoiceProblem | null> {
  const devices = typeof navigator === "undefined" ? undefined : navigator.mediaDevices;
  // No mediaDevices: no microphone API at all, e.g. a page not served over https.
  if (!devices?.getUserMedia) return "microphone-missing";
  try {
    const stream = await devices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return null;
  } catch (error) {
    return microphoneProblem(error);
  }
}
