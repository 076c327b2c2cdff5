// @vitest-environment jsdom
import { EventEmitter } from "node:events";
import type { AddressInfo } from "node:net";
import { voiceSettingsPath } from "@domain/voice-settings";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import express from "express";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { voiceSettingsFrom } from "../../../server/voice/settings";
import { voiceSettingsRoute } from "../../../server/voice/settings-route";
import { VoiceButton } from "./voice-button";
import type { VoiceClient } from "./voice-client";
import { callLimitMessage, type VoiceProblem, voiceProblemMessages } from "./voice-problems";

/**
 * Stands in for the voice SDK (the third-party boundary): a real EventEmitter, which like the SDK's
 * throws when an `error` is emitted with nobody listening, and a start() the test settles, or not.
 */
class FakeVoiceSdk extends EventEmitter implements VoiceClient {
  startedWith: string[] = [];
  stops = 0;
  private settle?: (call: unknown) => void;
  start(assistantId: string) {
    this.startedWith.push(assistantId);
    return new Promise<unknown>((resolve) => {
      this.settle = resolve;
    });
  }
  stop() {
    this.stops++;
  }
  mutedWith: boolean[] = [];
  setMuted(muted: boolean) {
    this.mutedWith.push(muted);
  }
  resolveStart(call: unknown) {
    this.settle?.(call);
  }
  override removeAllListeners() {
    return super.removeAllListeners();
  }
}

const servers: { close: () => void }[] = [];
/** Our real settings route, answering as a server with (or without) voice settings would. */
async function settingsServer(publicKey?: string, assistantId?: string, maxCallSeconds?: number) {
  const app = express();
  app.get(
    voiceSettingsPath,
    voiceSettingsRoute(voiceSettingsFrom({ publicKey, assistantId, maxCallSeconds })),
  );
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}${voiceSettingsPath}`;
}

let configuredUrl = "";
let unconfiguredUrl = "";
let shortCallUrl = "";
beforeAll(async () => {
  shortCallUrl = await settingsServer("public-key-123", "assistant-456", 1);
  configuredUrl = await settingsServer("public-key-123", "assistant-456");
  unconfiguredUrl = await settingsServer();
});
afterAll(() => {
  for (const server of servers) server.close();
});

// jsdom has no microphone: the browser's getUserMedia is stood in for, granting by default.
const microphone = { getUserMedia: vi.fn(), trackStops: 0 };
beforeEach(() => {
  microphone.trackStops = 0;
  microphone.getUserMedia.mockReset().mockImplementation(async () => ({
    getTracks: () => [{ stop: () => microphone.trackStops++ }],
  }));
  Object.defineProperty(navigator, "mediaDevices", { value: microphone, configurable: true });
});

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  warn.mockRestore();
});

function renderConfigured(
  options: { connectTimeoutMs?: number; silenceWarningMs?: number; settingsUrl?: string } = {},
) {
  const sdks: FakeVoiceSdk[] = [];
  const createClient = vi.fn(async (_publicKey: string) => {
    const sdk = new FakeVoiceSdk();
    sdks.push(sdk);
    return sdk;
  });
  const view = render(<VoiceButton createClient={createClient} settingsUrl={configuredUrl} {...options} />);
  return { ...view, sdks, createClient, latest: () => sdks.at(-1) as FakeVoiceSdk };
}

const button = (name: string | RegExp) => screen.getByRole("button", { name });
const bars = (container: HTMLElement) => container.querySelector("[data-slot=voice-bars]");
const animating = (container: HTMLElement) => bars(container)?.getAttribute("data-animating");
const disabled = (element: HTMLElement) =>
  (element as HTMLButtonElement).disabled || element.getAttribute("aria-disabled") === "true";
const statusText = () => screen.getByRole("status").textContent ?? "";

/** Presses the button, reads what happens, and presses Start. */
async function pressAndConfirm() {
  fireEvent.click(button("Talk to DVAT-AI"));
  fireEvent.click(await screen.findByRole("button", { name: "Start call" }));
}

async function pressAndWaitForStart(view: ReturnType<typeof renderConfigured>) {
  await pressAndConfirm();
  await waitFor(() => expect(view.sdks).toHaveLength(1));
  await waitFor(() => expect(view.latest().startedWith).toEqual(["assistant-456"]));
  return view.latest();
}

describe("VoiceButton", () => {
  it("goes idle, connecting, active, animates while the assistant listens, and stops on a press", async () => {
    const view = renderConfigured();
    expect(disabled(button("Talk to DVAT-AI"))).toBe(false);
    expect(button("Talk to DVAT-AI").getAttribute("aria-pressed")).toBe("false");

    fireEvent.click(button("Talk to DVAT-AI"));
    expect(disabled(button("Give it a sec..."))).toBe(true);
    expect(statusText()).toContain("Connecting to the voice assistant.");
    // First one line on what happens, and nothing asked of the microphone or the provider yet.
    const start = await screen.findByRole("button", { name: "Start call" });
    expect(screen.getByRole("region", { name: "Voice call" }).textContent).toMatch(
      /talk with our AI voice assistant\. Your voice is sent to our voice provider \(Vapi\)/,
    );
    expect(microphone.getUserMedia).not.toHaveBeenCalled();
    expect(view.createClient).not.toHaveBeenCalled();
    fireEvent.click(start);
    expect(disabled(button("Give it a sec..."))).toBe(true);
    await waitFor(() => expect(view.sdks).toHaveLength(1));
    const sdk = view.latest();
    expect(view.createClient).toHaveBeenCalledWith("public-key-123");
    await waitFor(() => expect(sdk.startedWith).toEqual(["assistant-456"]));
    expect(microphone.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(microphone.trackStops).toBe(1);
    expect(disabled(button("Give it a sec..."))).toBe(true);
    fireEvent.click(button("Give it a sec..."));
    expect(view.createClient).toHaveBeenCalledTimes(1);
    expect(sdk.stops).toBe(0);

    act(() => sdk.emit("call-start"));
    expect(disabled(button("Just Talk!"))).toBe(false);
    expect(button("Just Talk!").getAttribute("aria-pressed")).toBe("true");
    expect(animating(view.container)).toBe("true");
    expect(statusText()).toContain("Connected.");

    act(() => sdk.emit("speech-start"));
    expect(animating(view.container)).toBe("false");
    act(() => sdk.emit("speech-end"));
    expect(animating(view.container)).toBe("true");

    fireEvent.click(button("Just Talk!"));
    expect(disabled(button("Talk to DVAT-AI"))).toBe(false);
    expect(button("Talk to DVAT-AI").getAttribute("aria-pressed")).toBe("false");
    expect(animating(view.container)).toBe("false");
    await waitFor(() => expect(sdk.stops).toBe(1));
    // Nothing more reaches the button, yet an SDK error still has a listener and cannot throw.
    expect(sdk.listenerCount("call-start")).toBe(0);
    expect(() => sdk.emit("error", { type: "daily-error" })).not.toThrow();
    expect(statusText()).toBe("");
    expect(warn).not.toHaveBeenCalled();
  });

  it("shows the hover labels: 'Give it a Try' when idle, 'Press to Stop' during a call", async () => {
    const view = renderConfigured();
    fireEvent.pointerEnter(button("Talk to DVAT-AI"), { pointerType: "mouse" });
    button("Give it a Try");
    fireEvent.pointerLeave(button("Give it a Try"), { pointerType: "mouse" });
    button("Talk to DVAT-AI");

    const sdk = await pressAndWaitForStart(view);
    fireEvent.pointerEnter(button("Give it a sec..."), { pointerType: "mouse" });
    expect(disabled(button("Give it a sec..."))).toBe(true);
    act(() => sdk.emit("call-start"));
    expect(button("Press to Stop").getAttribute("aria-pressed")).toBe("true");
    fireEvent.pointerLeave(button("Press to Stop"), { pointerType: "mouse" });
    button("Just Talk!");
  });

  it("keeps its own label under a finger: a tap's pointer and the mouse events a phone adds swap nothing", () => {
    renderConfigured();
    fireEvent.pointerEnter(button("Talk to DVAT-AI"), { pointerType: "touch" });
    fireEvent.mouseOver(button("Talk to DVAT-AI"));
    fireEvent.mouseEnter(button("Talk to DVAT-AI"));
    button("Talk to DVAT-AI");
  });

  it("resets on call-end although start() never resolves", async () => {
    const view = renderConfigured();
    const sdk = await pressAndWaitForStart(view);
    act(() => sdk.emit("call-start"));
    act(() => sdk.emit("call-end"));
    expect(disabled(button("Talk to DVAT-AI"))).toBe(false);
    expect(statusText()).toBe("");
    expect(warn).not.toHaveBeenCalled();
  });

  it("can be stopped while connecting, and hangs up a call the SDK joins afterwards", async () => {
    const view = renderConfigured();
    const sdk = await pressAndWaitForStart(view);
    fireEvent.click(button("Cancel"));
    expect(disabled(button("Talk to DVAT-AI"))).toBe(false);
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    await waitFor(() => expect(sdk.stops).toBe(1));

    await act(async () => sdk.resolveStart({ id: "call-1", webCallUrl: "https://example.daily.co/room" }));
    await waitFor(() => expect(sdk.stops).toBe(2));
    act(() => sdk.emit("call-start"));
    expect(button("Talk to DVAT-AI").getAttribute("aria-pressed")).toBe("false");
  });

  it("never creates the SDK when stopped before it has loaded", async () => {
    let finishLoading: (sdk: FakeVoiceSdk) => void = () => {};
    const sdk = new FakeVoiceSdk();
    const createClient = vi.fn(
      () =>
        new Promise<FakeVoiceSdk>((resolve) => {
          finishLoading = resolve;
        }),
    );
    render(<VoiceButton createClient={createClient} settingsUrl={configuredUrl} />);
    await pressAndConfirm();
    await waitFor(() => expect(createClient).toHaveBeenCalled());
    fireEvent.click(button("Cancel"));
    await act(async () => finishLoading(sdk));
    expect(sdk.startedWith).toEqual([]);
    expect(disabled(button("Talk to DVAT-AI"))).toBe(false);
  });

  it("returns to idle on an SDK error with a short message, logged once in one line", async () => {
    const view = renderConfigured();
    const sdk = await pressAndWaitForStart(view);
    const failure = {
      type: "start-method-error",
      error: { message: { message: "Invalid Key.", statusCode: 401 }, data: null },
    };
    act(() => {
      sdk.emit("error", failure);
      sdk.emit("error", failure);
    });
    expect(disabled(button("Talk to DVAT-AI"))).toBe(false);
    expect(statusText()).toContain(voiceProblemMessages.provider);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith("Voice demo: the call failed (start-method-error: Invalid Key.)");

    // The next press starts afresh, with a new SDK instance, and clears the message.
    fireEvent.click(button("Talk to DVAT-AI"));
    expect(statusText()).not.toContain(voiceProblemMessages.provider);
    fireEvent.click(await screen.findByRole("button", { name: "Start call" }));
    await waitFor(() => expect(view.sdks).toHaveLength(2));
  });

  it("keeps the call on an SDK error that leaves it usable", async () => {
    const view = renderConfigured();
    const sdk = await pressAndWaitForStart(view);
    act(() => sdk.emit("call-start"));
    act(() => sdk.emit("error", { type: "audio-processing-setup-error", error: { message: "Canceled" } }));
    expect(button("Just Talk!").getAttribute("aria-pressed")).toBe("true");
    expect(warn).not.toHaveBeenCalled();
  });

  it("gives up when the call does not start in time", async () => {
    // The wait also covers reading the settings, which a busy machine may take most of a second over.
    const view = renderConfigured({ connectTimeoutMs: 3_000 });
    const sdk = await pressAndWaitForStart(view);
    await waitFor(() => expect(statusText()).toContain(voiceProblemMessages.provider));
    expect(disabled(button("Talk to DVAT-AI"))).toBe(false);
    expect(sdk.stops).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("explains that the demo is unavailable when the server has no voice settings", async () => {
    const createClient = vi.fn();
    render(<VoiceButton createClient={createClient} settingsUrl={unconfiguredUrl} />);
    fireEvent.click(button("Talk to DVAT-AI"));
    await waitFor(() => expect(statusText()).toContain(voiceProblemMessages.unavailable));
    expect(disabled(button("Talk to DVAT-AI"))).toBe(false);
    expect(createClient).not.toHaveBeenCalled();
    expect(microphone.getUserMedia).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it("says how to allow the microphone when it is refused, before any call is made", async () => {
    microphone.getUserMedia.mockRejectedValue(new DOMException("Permission denied", "NotAllowedError"));
    const view = renderConfigured();
    await pressAndConfirm();
    await waitFor(() => expect(statusText()).toContain(voiceProblemMessages["microphone-blocked"]));
    expect(statusText()).toMatch(/Allow the microphone for this site/);
    expect(view.createClient).not.toHaveBeenCalled();
    expect(disabled(button("Talk to DVAT-AI"))).toBe(false);
  });

  it("says so when there is no microphone", async () => {
    microphone.getUserMedia.mockRejectedValue(
      new DOMException("Requested device not found", "NotFoundError"),
    );
    renderConfigured();
    await pressAndConfirm();
    await waitFor(() => expect(statusText()).toContain(voiceProblemMessages["microphone-missing"]));
  });

  describe("on a page without the microphone API", () => {
    beforeEach(() => {
      Object.defineProperty(navigator, "mediaDevices", { value: undefined, configurable: true });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, "isSecureContext");
    });

    it("says the address is the problem when the page is not a secure context (http at a LAN address)", async () => {
      Object.defineProperty(window, "isSecureContext", { value: false, configurable: true });
      const view = renderConfigured();
      await pressAndConfirm();
      await waitFor(() => expect(statusText()).toContain(voiceProblemMessages["microphone-insecure"]));
      expect(statusText()).not.toContain(voiceProblemMessages["microphone-missing"]);
      expect(view.createClient).not.toHaveBeenCalled();
    });

    it("says the browser cannot make calls when a secure page still has none", async () => {
      Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
      const view = renderConfigured();
      await pressAndConfirm();
      await waitFor(() => expect(statusText()).toContain(voiceProblemMessages.webrtc));
      expect(view.createClient).not.toHaveBeenCalled();
    });
  });

  it("treats the call service's microphone permission error like a refusal", async () => {
    const view = renderConfigured();
    const sdk = await pressAndWaitForStart(view);
    act(() => sdk.emit("camera-error", { type: "camera-error", error: { error: { type: "permissions" } } }));
    expect(statusText()).toContain(voiceProblemMessages["microphone-blocked"]);
    expect(disabled(button("Talk to DVAT-AI"))).toBe(false);
  });

  it("hangs up when the page goes away during a call", async () => {
    const view = renderConfigured();
    const sdk = await pressAndWaitForStart(view);
    act(() => sdk.emit("call-start"));
    view.unmount();
    await waitFor(() => expect(sdk.stops).toBe(1));
  });

  it("keeps the bars still for visitors who prefer reduced motion", async () => {
    const view = renderConfigured();
    const sdk = await pressAndWaitForStart(view);
    act(() => sdk.emit("call-start"));
    for (const bar of bars(view.container)?.children ?? []) {
      expect(bar.className).toContain("animate-voice-bar");
      expect(bar.className).toContain("motion-reduce:animate-none");
    }
  });
});

describe("VoiceButton during a call", () => {
  const region = () => screen.getByRole("region", { name: "Voice call" });

  it("lets the visitor decline before anything is asked", async () => {
    const view = renderConfigured();
    fireEvent.click(button("Talk to DVAT-AI"));
    fireEvent.click(await screen.findByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("region", { name: "Voice call" })).toBeNull();
    expect(disabled(button("Talk to DVAT-AI"))).toBe(false);
    expect(microphone.getUserMedia).not.toHaveBeenCalled();
    expect(view.createClient).not.toHaveBeenCalled();
  });

  it("shows a timer against the longest call, and ends the call when it is reached", async () => {
    const view = renderConfigured({ settingsUrl: shortCallUrl });
    const sdk = await pressAndWaitForStart(view);
    act(() => sdk.emit("call-start"));
    expect(region().textContent).toContain("0:00 / 0:01");
    await waitFor(() => expect(statusText()).toBe(callLimitMessage(1)), { timeout: 3000 });
    expect(callLimitMessage(1)).toBe(
      "The call reached its limit of 1 second. Press the button to talk again.",
    );
    expect(callLimitMessage(300)).toBe(
      "The call reached its limit of 5 minutes. Press the button to talk again.",
    );
    expect(sdk.stops).toBe(1);
    expect(disabled(button("Talk to DVAT-AI"))).toBe(false);
  });

  it("counts the call's time", async () => {
    const view = renderConfigured();
    const sdk = await pressAndWaitForStart(view);
    act(() => sdk.emit("call-start"));
    expect(region().textContent).toContain("0:00 / 5:00");
    await waitFor(() => expect(region().textContent).toContain("0:01 / 5:00"), { timeout: 3000 });
  });

  it("mutes and unmutes the microphone, and shows who is speaking", async () => {
    const view = renderConfigured();
    const sdk = await pressAndWaitForStart(view);
    act(() => sdk.emit("call-start"));
    expect(region().textContent).toContain("Listening");
    act(() => sdk.emit("speech-start"));
    expect(region().textContent).toContain("Assistant speaking");
    fireEvent.click(screen.getByRole("button", { name: "Mute" }));
    expect(sdk.mutedWith).toEqual([true]);
    expect(screen.getByRole("button", { name: "Unmute" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Unmute" }));
    expect(sdk.mutedWith).toEqual([true, false]);
    expect(screen.getByRole("button", { name: "Mute" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("writes the live transcript from the provider's transcript messages, a growing line in place", async () => {
    const view = renderConfigured();
    const sdk = await pressAndWaitForStart(view);
    act(() => sdk.emit("call-start"));
    const lines = () =>
      [...view.container.querySelectorAll("[data-slot=voice-transcript-line]")].map(
        (line) => line.textContent,
      );
    act(() => {
      sdk.emit("message", {
        type: "transcript",
        role: "assistant",
        transcriptType: "final",
        transcript: "Hi! How can I help?",
      });
      sdk.emit("message", {
        type: "transcript",
        role: "user",
        transcriptType: "partial",
        transcript: "I need",
      });
      sdk.emit("message", { type: "status-update", status: "in-progress" });
    });
    expect(lines()).toEqual(["Assistant: Hi! How can I help?", "You: I need"]);
    act(() => {
      sdk.emit("message", {
        type: "transcript",
        role: "user",
        transcriptType: "partial",
        transcript: "I need a chatbot",
      });
      sdk.emit("message", {
        type: "transcript",
        role: "user",
        transcriptType: "final",
        transcript: "I need a chatbot.",
      });
    });
    expect(lines()).toEqual(["Assistant: Hi! How can I help?", "You: I need a chatbot."]);
  });

  it("warns when the microphone sends only silence, and stops warning when it is heard or muted", async () => {
    const view = renderConfigured({ silenceWarningMs: 300 });
    const sdk = await pressAndWaitForStart(view);
    act(() => sdk.emit("call-start"));
    act(() => sdk.emit("local-volume-level", 0));
    expect(screen.queryByRole("alert")).toBeNull();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/microphone has been silent/));
    act(() => sdk.emit("local-volume-level", 0.2));
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Mute" }));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("hangs up when the page is hidden", async () => {
    const view = renderConfigured();
    const sdk = await pressAndWaitForStart(view);
    act(() => sdk.emit("call-start"));
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    try {
      act(() => {
        document.dispatchEvent(new Event("visibilitychange"));
      });
    } finally {
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    }
    expect(statusText()).toBe(voiceProblemMessages["page-hidden"]);
    await waitFor(() => expect(sdk.stops).toBe(1));
  });

  const failures: [string, unknown, VoiceProblem][] = [
    [
      "validation-error",
      { type: "validation-error", error: "Assistant or Squad or Workflow must be provided." },
      "setup",
    ],
    [
      "daily-call-object-creation-error",
      { type: "daily-call-object-creation-error", error: { message: "boom" } },
      "browser",
    ],
    [
      "the call bundle",
      { type: "daily-call-object-creation-error", error: { message: "Failed to load call object bundle." } },
      "bundle",
    ],
    [
      "no WebRTC",
      { type: "daily-call-object-creation-error", error: { message: "WebRTC not supported or suppressed" } },
      "webrtc",
    ],
    ["daily-call-join-error", { type: "daily-call-join-error", error: { message: "join failed" } }, "join"],
    ["start-method-error", { type: "start-method-error", error: { message: "Invalid Key." } }, "provider"],
    ["reconnect-error", { type: "reconnect-error", error: { message: "no" } }, "reconnect"],
    ["Use after destroy", { type: "daily-error", error: { errorMsg: "Use after destroy" } }, "provider"],
    ...(
      [
        ["connection-error", "connection"],
        ["end-of-life", "outdated"],
        ["no-room", "room"],
        ["exp-room", "room"],
        ["exp-token", "room"],
        ["nbf-room", "room"],
        ["nbf-token", "room"],
        ["meeting-full", "busy"],
        ["not-allowed", "not-allowed"],
        ["ejected", "ejected"],
      ] as const
    ).map(
      ([type, problem]) =>
        [
          type,
          { type: "daily-error", error: { action: "error", errorMsg: "fatal", error: { type } } },
          problem,
        ] as [string, unknown, VoiceProblem],
    ),
  ];
  for (const [name, event, problem] of failures) {
    it(`says what a ${name} means in plain words`, async () => {
      const view = renderConfigured();
      const sdk = await pressAndWaitForStart(view);
      act(() => sdk.emit("error", event));
      expect(statusText()).toBe(voiceProblemMessages[problem]);
      expect(disabled(button("Talk to DVAT-AI"))).toBe(false);
    });
  }

  const microphoneFailures: [string, VoiceProblem][] = [
    ["permissions", "microphone-blocked"],
    ["cam-in-use", "microphone-busy"],
    ["mic-in-use", "microphone-busy"],
    ["cam-mic-in-use", "microphone-busy"],
    ["not-found", "microphone-missing"],
    ["constraints", "microphone-settings"],
    ["undefined-mediadevices", "microphone-insecure"],
    ["unknown", "microphone-busy"],
  ];
  for (const [type, problem] of microphoneFailures) {
    it(`says what the call service's microphone error ${type} means`, async () => {
      const view = renderConfigured();
      const sdk = await pressAndWaitForStart(view);
      act(() => sdk.emit("camera-error", { type: "camera-error", error: { error: { type } } }));
      expect(statusText()).toBe(voiceProblemMessages[problem]);
    });
  }
});
