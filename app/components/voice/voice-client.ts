import type Vapi from "@vapi-ai/web";

/** The part of the voice SDK the button uses. Tests hand in their own through `CreateVoiceClient`. */
export interface VoiceClient {
  on(event: "call-start" | "call-end" | "speech-start" | "speech-end", listener: () => void): unknown;
  on(event: "error" | "camera-error" | "message", listener: (event: unknown) => void): unknown;
  /** The microphone's level (0 to 1), every 100 ms during a call. */
  on(event: "local-volume-level", listener: (level: number) => void): unknown;
  start(assistantId: string): Promise<unknown>;
  stop(): Promise<void> | void;
  setMuted(muted: boolean): void;
  removeAllListeners(): unknown;
}

/** Makes one SDK instance for one call. */
export type CreateVoiceClient = (publicKey: string) => Promise<VoiceClient>;

type VapiClass = typeof Vapi;

// The SDK is CommonJS: depending on the bundler's interop, its class is the namespace's default or
// that default's own default.
function vapiClass(module: { default: unknown }): VapiClass {
  const outer = module.default as VapiClass & { default?: VapiClass };
  return outer.default ?? outer;
}

/** Loads the SDK (about 80 KB gzip) only now, when the visitor has pressed the button. */
export const createVapiClient: CreateVoiceClient = async (publicKey) => {
  const Vapi = vapiClass(await import("@vapi-ai/web"));
  // avoidEval: Daily loads its call machine as a script from its CDN, so the CSP needs no 'unsafe-eval'.
  return new Vapi(publicKey, undefined, { avoidEval: true });
};
