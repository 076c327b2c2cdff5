import { voiceProblemMessages } from "../../app/components/voice/voice-problems";
import { expect, test } from "./fixtures";
import { openLandingPage, talkButton, voiceStatus } from "./voice-helpers";

// The shared end-to-end server has no voice settings: the button is there and says so when pressed.

test("pressing the voice button, by keyboard, explains that the demo is unavailable", async ({ page }) => {
  const sdkRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/vapi-/.test(request.url()) || request.url().startsWith("https://api.vapi.ai"))
      sdkRequests.push(request.url());
  });
  await openLandingPage(page);
  const button = talkButton(page);
  // The hero keeps its place when the message appears: the points under the buttons do not move.
  const points = page.getByRole("list").filter({ hasText: "Free strategy call" }).first();
  const before = await points.boundingBox();
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(voiceStatus(page)).toHaveText(voiceProblemMessages.unavailable);
  expect(await points.boundingBox()).toEqual(before);
  await expect(button).toBeEnabled();
  await expect(button).toBeFocused();
  expect(sdkRequests).toEqual([]);
});

test("without voice settings the security headers stay as strict as before", async ({ request }) => {
  const response = await request.get("/");
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("connect-src 'self';");
  expect(policy).not.toMatch(/vapi|daily|blob:|worker-src/);
  expect(response.headers()["permissions-policy"]).toBeUndefined();
  expect(await (await request.get("/api/voice/config")).json()).toEqual({ configured: false });
});
