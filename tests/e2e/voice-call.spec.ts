import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page, Route } from "@playwright/test";
import { voiceProblemMessages } from "../../app/components/voice/voice-problems";
import { chromiumArgs, findChromium } from "../support/chromium";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { expectFitsTheScreen } from "./fits-the-screen";
import { test as base, expect } from "./fixtures";
import { openLandingPage, talkButton as talk, voiceStatus } from "./voice-helpers";

// The real voice SDK in Chromium against a server configured for the voice demo. The provider cannot be
// reached from here, so its API is answered by the test, at the network edge.

const publicKey = "public-key-e2e";
const assistantId = "assistant-e2e";
const createWebCall = "https://api.vapi.ai/call/web";

const test = base.extend<object, { voiceServer: ServerProcess }>({
  voiceServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies this way
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "voice-e2e-"));
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        VAPI_PUBLIC_KEY: publicKey,
        VAPI_ASSISTANT_ID: assistantId,
      });
      await use(server);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ voiceServer }, use) => use(voiceServer.url),
});

/** A name for this machine as a LAN name would be: not loopback, so plain http is not a secure context. */
const lanName = "agency-box.test";

// A fake microphone the page may use, in the whole Chromium: the headless shell the other specs use has
// no permission prompt, so it refuses every microphone.
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [
      ...chromiumArgs,
      "--use-fake-device-for-media-stream",
      `--host-resolver-rules=MAP ${lanName} 127.0.0.1`,
    ],
  },
  permissions: ["microphone"],
});

/** Answers the provider's API, each call only once the test releases it (to see the button connecting). */
function holdProvider(page: Page, answer: (route: Route) => Promise<void>) {
  const calls: { authorization?: string; body: unknown }[] = [];
  const waiting: (() => void)[] = [];
  page.route(createWebCall, async (route) => {
    const request = route.request();
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: corsHeaders });
    calls.push({ authorization: request.headers().authorization, body: request.postDataJSON() });
    await new Promise<void>((resolve) => waiting.push(resolve));
    await answer(route);
  });
  const release = async () => {
    await expect.poll(() => waiting.length).toBeGreaterThan(0);
    waiting.shift()?.();
  };
  return { release, calls };
}

const corsHeaders = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "authorization, content-type",
  "access-control-allow-methods": "POST",
};

const connecting = (page: Page) => page.getByRole("button", { name: "Give it a sec..." });

/** Reads what happens and presses Start: only now are the microphone and the provider asked. */
async function confirmCall(page: Page) {
  const start = page.getByRole("button", { name: "Start call" });
  await expect(start).toBeFocused();
  await expect(page.getByRole("region", { name: "Voice call" })).toContainText("voice provider (Vapi)");
  await start.click();
}

/** Presses the button and sees it connecting while the provider is asked, then lets the provider answer. */
async function pressAndSeeConnecting(page: Page, provider: ReturnType<typeof holdProvider>) {
  const callsBefore = provider.calls.length;
  await talk(page).hover();
  await expect(page.getByRole("button", { name: "Give it a Try" })).toBeVisible();
  await page.getByRole("button", { name: "Give it a Try" }).click();
  // Off the button, so the rest label shows rather than the hover label.
  await page.mouse.move(0, 0);
  await confirmCall(page);
  await expect(connecting(page)).toBeDisabled();
  await expect(voiceStatus(page)).toHaveText("Connecting to the voice assistant.");
  await expect.poll(() => provider.calls.length).toBe(callsBefore + 1);
  expect(provider.calls.at(-1)).toEqual({
    authorization: `Bearer ${publicKey}`,
    body: expect.objectContaining({ assistantId }),
  });
  await expect(connecting(page)).toBeDisabled();
  await provider.release();
}

async function expectIdleWithMessage(page: Page, message: string) {
  await expect(talk(page)).toBeEnabled();
  await expect(talk(page)).toHaveAttribute("aria-pressed", "false");
  await expect(voiceStatus(page)).toHaveText(message);
  // The rest of the page is untouched.
  await expect(page.getByRole("link", { name: "Book Strategy Call" })).toHaveAttribute("href", "/book-call");
}

function collectWarnings(page: Page) {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  return warnings;
}

test.describe("the voice demo when the provider refuses the key (401)", () => {
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 401/] });

  test("connects, then returns to idle with a short message, logged once; a second press tries again", async ({
    page,
  }) => {
    const warnings = collectWarnings(page);
    const provider = holdProvider(page, (route) =>
      route.fulfill({
        status: 401,
        headers: corsHeaders,
        contentType: "application/json",
        body: JSON.stringify({ message: "Invalid Key.", error: "Unauthorized", statusCode: 401 }),
      }),
    );
    await openLandingPage(page);
    await pressAndSeeConnecting(page, provider);
    await expectIdleWithMessage(page, voiceProblemMessages.provider);
    expect(warnings).toEqual(["Voice demo: the call failed (start-method-error: Invalid Key.)"]);

    await pressAndSeeConnecting(page, provider);
    await expectIdleWithMessage(page, voiceProblemMessages.provider);
    expect(provider.calls).toHaveLength(2);
    expect(warnings).toHaveLength(2);
  });
});

test.describe("the voice demo when the provider cannot be reached", () => {
  test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test("connects, then returns to idle with a short message, logged once", async ({ page }) => {
    const warnings = collectWarnings(page);
    const provider = holdProvider(page, (route) => route.abort("failed"));
    await openLandingPage(page);
    await pressAndSeeConnecting(page, provider);
    await expectIdleWithMessage(page, voiceProblemMessages.provider);
    expect(warnings).toEqual(["Voice demo: the call failed (start-method-error: Failed to fetch)"]);
  });
});

test.describe("the voice demo with the microphone refused", () => {
  test.use({ permissions: [] });

  test("says how to allow the microphone and asks the provider nothing", async ({ page }) => {
    const provider = holdProvider(page, (route) => route.abort("failed"));
    await openLandingPage(page);
    await talk(page).click();
    await confirmCall(page);
    await page.mouse.move(0, 0);
    await expectIdleWithMessage(page, voiceProblemMessages["microphone-blocked"]);
    expect(provider.calls).toHaveLength(0);
  });
});

test("at a LAN address over plain http, says to open the site over https, not that no microphone was found", async ({
  page,
  voiceServer,
}) => {
  const provider = holdProvider(page, (route) => route.abort("failed"));
  const address = new URL(voiceServer.url);
  address.hostname = lanName;
  await openLandingPage(page, address.href);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  await talk(page).click();
  await confirmCall(page);
  await page.mouse.move(0, 0);
  await expectIdleWithMessage(page, voiceProblemMessages["microphone-insecure"]);
  expect(provider.calls).toHaveLength(0);
});

/**
 * Where the card is hidden: past the edge of a box that clips it (the hero), a box scrolled inside to
 * show it (a clipping box can be), or its lower edge covered by something else.
 */
function hiddenPartsOfCard(page: Page) {
  return page.locator("[data-slot=voice-call-card]").evaluate((card) => {
    window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 100);
    const box = card.getBoundingClientRect();
    const hidden: string[] = [];
    for (let around = card.parentElement; around; around = around.parentElement) {
      const name = `<${around.tagName.toLowerCase()} class="${around.className}">`;
      if (around.scrollTop !== 0 || around.scrollLeft !== 0) hidden.push(`${name} scrolled inside`);
      if (getComputedStyle(around).overflowY === "visible") continue;
      const clip = around.getBoundingClientRect();
      if (box.bottom > clip.bottom + 0.5) hidden.push(`${box.bottom - clip.bottom} px below ${name}`);
    }
    const lowerEdge = document.elementFromPoint(box.left + box.width / 2, box.bottom - 1);
    if (!lowerEdge || !card.contains(lowerEdge)) hidden.push(`lower edge covered by <${lowerEdge?.tagName}>`);
    return hidden;
  });
}

for (const screen of [
  { name: "a phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "a laptop", viewport: { width: 1366, height: 800 } },
]) {
  test.describe(`the voice call card on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.hasTouch });

    test("shows whole, border and all, and leaves nothing to scroll sideways", async ({ page }) => {
      await openLandingPage(page);
      await talk(page).click();
      const card = page.getByRole("region", { name: "Voice call" });
      await expect(card.getByRole("button", { name: "Start call" })).toBeFocused();
      expect(await hiddenPartsOfCard(page)).toEqual([]);
      await expectFitsTheScreen(page);
      await card.getByRole("button", { name: "Not now" }).click();
    });
  });
}

test.describe("the voice demo when the call service cannot be reached", () => {
  test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test("creates the web call, cannot join it, and returns to idle with a short message", async ({ page }) => {
    const warnings = collectWarnings(page);
    // The policy lets the call machine's script and Daily's error report through; here they fail.
    const callService: string[] = [];
    await page.route(/^https:\/\/([\w-]+\.)*(daily\.co|sentry\.io)\//, (route) => {
      callService.push(new URL(route.request().url()).host);
      return route.abort("failed");
    });
    const provider = holdProvider(page, (route) =>
      route.fulfill({
        status: 201,
        headers: corsHeaders,
        contentType: "application/json",
        body: JSON.stringify({ id: "call-e2e", webCallUrl: "https://vapi.daily.co/e2e-room" }),
      }),
    );
    await openLandingPage(page);
    await pressAndSeeConnecting(page, provider);
    // daily-js tries its call machine three times, 3 s apart.
    await expect(talk(page)).toBeEnabled({ timeout: 20_000 });
    await expectIdleWithMessage(page, voiceProblemMessages.bundle);
    expect(callService).toContain("c.daily.co");
    expect(warnings).toEqual([
      "Voice demo: the call failed (daily-error: Failed to load call object bundle.)",
    ]);
  });
});

test("the SDK is loaded only when the button is pressed, from its own chunk", async ({ page, request }) => {
  const sdkChunk = /\/assets\/vapi-[\w-]+\.js/;
  const html = await (await request.get("/")).text();
  // Every script the page names, to load or to preload.
  const named = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(named.length).toBeGreaterThan(0);
  expect(html).not.toMatch(sdkChunk);

  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const provider = holdProvider(page, (route) => route.abort("failed"));
  await openLandingPage(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => sdkChunk.test(script))).toEqual([]);

  await talk(page).click();
  await confirmCall(page);
  await expect.poll(() => scripts.filter((script) => sdkChunk.test(script)).length).toBe(1);
  await expect.poll(() => provider.calls.length).toBe(1);
  await expect(connecting(page)).toBeDisabled();
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.mouse.move(0, 0);
  await expect(talk(page)).toBeEnabled();
});

test("a configured server allows the provider and the call service, and the microphone, and no more", async ({
  request,
}) => {
  const response = await request.get("/");
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).toContain(
    "connect-src 'self' https://api.vapi.ai https://*.daily.co wss://*.daily.co https://*.pluot.blue https://o77906.ingest.sentry.io;",
  );
  expect(policy).toMatch(/script-src 'self' 'sha256-[^;]+ https:\/\/c\.daily\.co blob: 'wasm-unsafe-eval';/);
  expect(policy).toContain("worker-src 'self' blob:;");
  expect(response.headers()["permissions-policy"]).toBe("microphone=(self)");

  const settings = await request.get("/api/voice/config");
  expect(settings.headers()["cache-control"]).toBe("no-store");
  expect(await settings.json()).toEqual({ configured: true, publicKey, assistantId, maxCallSeconds: 300 });
});
