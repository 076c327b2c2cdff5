/**
 * What a browser needs to reach during a voice call, added to the Content-Security-Policy only when the
 * voice demo is configured. Found by reading @vapi-ai/web 2.7 and @daily-co/daily-js 0.87 (Daily is the
 * real-time service the SDK joins the call through).
 */
export const voiceCallSources = {
  connectSrc: [
    // The SDK creates the web call here (POST /call/web).
    "https://api.vapi.ai",
    // Daily: room and geo lookups (gs.daily.co), the call machine's assets (c.daily.co) and signalling
    // websockets (*.wss.daily.co); *.pluot.blue is Daily's media-server domain.
    "https://*.daily.co",
    "wss://*.daily.co",
    "https://*.pluot.blue",
    // daily-js reports its fatal errors (user name, data and token filtered) to Daily's Sentry project;
    // blocked, each report would add CSP errors to the console on top of the failure itself.
    "https://o77906.ingest.sentry.io",
  ],
  scriptSrc: [
    // daily-js loads its call machine as a script from here (with avoidEval, so no 'unsafe-eval').
    "https://c.daily.co",
    // The call machine starts its audio-level and noise-cancellation worklets from blob: URLs; the
    // noise cancellation (Krisp) is WebAssembly.
    "blob:",
    "'wasm-unsafe-eval'",
  ],
  workerSrc: ["'self'", "blob:"],
} as const;

/** Lets this page (and no embedded frame) ask for the microphone. */
export const voiceCallPermissionsPolicy = "microphone=(self)";
