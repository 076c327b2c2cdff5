// @vitest-environment jsdom
import { EventEmitter } from "node:events";
import type { AddressInfo } from "node:net";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import express from "express";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { voiceSettingsPath } from "~/lib/voice-settings";
import { voiceSettingsFrom } from "../../../server/voice/settings";
import { voiceSettingsRoute } from "../../../server/voice/settings-route";
import { VoiceButton } from "./voice-button";
import type { VoiceClient } from "./voice-client";
import { voiceProblemMessages } from "./voice-problems";

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
  resolveStart(call: unknown) {
    this.settle?.(call);
  }
  override removeAllListeners() {
    return super.removeAllListeners();
  }
}

const servers: { close: () => void }[] = [];
/** Our real settings route, answering as a server with (or without) voice settings would. */
async function settingsServer(publicKey?: string, assistantId?: string) {
  const app = express();
  app.get(voiceSettingsPath, voiceSettingsRoute(voiceSettingsFrom({ publicKey, assistantId })));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}${voiceSettingsPath}`;
}

let configuredUrl = "";
let unconfiguredUrl = "";
beforeAll(async () => {
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

function renderConfigured(options: { connectTimeoutMs?: number } = {}) {
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

async function pressAndWaitForStart(view: ReturnType<typeof renderConfigured>) {
  fireEvent.click(button("Talk to DVAT-AI"));
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
    fireEvent.mouseEnter(button("Talk to DVAT-AI"));
    button("Give it a Try");
    fireEvent.mouseLeave(button("Give it a Try"));
    button("Talk to DVAT-AI");

    const sdk = await pressAndWaitForStart(view);
    fireEvent.mouseEnter(button("Give it a sec..."));
    expect(disabled(button("Give it a sec..."))).toBe(true);
    act(() => sdk.emit("call-start"));
    expect(button("Press to Stop").getAttribute("aria-pressed")).toBe("true");
    fireEvent.mouseLeave(button("Press to Stop"));
    button("Just Talk!");
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
    fireEvent.click(button("Talk to DVAT-AI"));
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
    const view = renderConfigured({ connectTimeoutMs: 300 });
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
    fireEvent.click(button("Talk to DVAT-AI"));
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
    fireEvent.click(button("Talk to DVAT-AI"));
    await waitFor(() => expect(statusText()).toContain(voiceProblemMessages["microphone-missing"]));
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
