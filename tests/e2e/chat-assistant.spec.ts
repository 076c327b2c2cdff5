import type { Locator, Page } from "@playwright/test";
import { chatMessages, MAX_CHAT_MESSAGE_CHARACTERS } from "../../domain/chat-protocol";
import { landingWithAssistantBudget, loadedOnItsOwn } from "../../scripts/bench/page-weight";
import { STUB_TEXT } from "../support/chat-stub";
import { axeFindings } from "./axe";
import { expect, test } from "./fixtures";
import { requestsFrom, scriptsFetched } from "./scripts-fetched";

// On the server configured with the chat provider's stub (playwright.config.ts, "chat assistant").
// A refused request is reported by Chromium as a failed resource: the test asserts what the page says.
test.use({ allowConsoleErrors: [/the server responded with a status of (429|500|502)/] });

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Chat assistant" }).click();
  const panel = page.getByRole("dialog", { name: "DVAT AI Assistant" });
  await expect(panel).toBeVisible();
  return panel;
}

const answers = (page: Page) => page.locator("[data-slot=chat-message][data-role=assistant]");

/** Opens the panel and asks for an answer that arrives slowly; returns once some of it has. */
async function startSlowAnswer(page: Page) {
  await page.goto("/");
  const panel = await openChat(page);
  const input = panel.getByRole("textbox", { name: "Message" });
  await input.fill("[stub:slow] Tell me a long story");
  await input.press("Enter");
  await expect(answers(page).last()).not.toHaveText(/Thinking/);
  return panel;
}

/** How often the panel's text says "Stopped.": the mark of an answer cut short. */
const stoppedMarks = async (panel: Locator) =>
  ((await panel.textContent()) ?? "").split("Stopped.").length - 1;

test.describe("the chat assistant", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("streams the answer in, and resumes the conversation after a reload", async ({ page }) => {
    await page.goto("/");
    const panel = await openChat(page);
    const box = await panel.boundingBox();
    expect([box?.width, box?.height]).toEqual([400, 600]);
    await expect(panel.getByText("Coming Soon")).toHaveCount(0);
    const input = panel.getByRole("textbox", { name: "Message" });
    await expect(input).toBeFocused();

    await input.fill("What do you build?");
    await input.press("Enter");
    await expect(input).toHaveValue("");
    await expect(panel.locator("[data-slot=chat-message][data-role=user]")).toHaveText(/What do you build\?/);
    // While it streams: a stop button, and a text that grows piece by piece to the provider's answer.
    await expect(panel.getByRole("button", { name: "Stop answering" })).toBeVisible();
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const text = ((await answers(page).last().textContent()) ?? "").replace(/^Assistant:\s*/, "");
          seen.add(text);
          return text;
        },
        { intervals: [20] },
      )
      .toContain(STUB_TEXT);
    const partial = [...seen].filter(
      (text) => text.length > 0 && STUB_TEXT.startsWith(text) && text !== STUB_TEXT,
    );
    expect(partial.length).toBeGreaterThan(1);
    await expect(panel.getByRole("button", { name: "Send" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Assistant:" })).toHaveText(
      `Assistant: ${STUB_TEXT}`,
    );
    const threadId = await page.evaluate(() => localStorage.getItem("chat_thread_id"));
    expect(threadId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Read as it arrived: nothing is left unread once the panel closes.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Chat assistant" })).toHaveAccessibleName("Chat assistant");

    await page.reload();
    const again = await openChat(page);
    await expect(again.locator("[data-slot=chat-message][data-role=user]")).toHaveText(/What do you build\?/);
    await expect(answers(page)).toHaveText(new RegExp(STUB_TEXT.replace(/[.!?]/g, "\\$&")));

    // Shift+Enter writes a new line; Escape closes and gives the focus back to the toggle.
    const box2 = again.getByRole("textbox", { name: "Message" });
    await box2.press("a");
    await box2.press("Shift+Enter");
    await box2.press("b");
    await expect(box2).toHaveValue("a\nb");
    await page.keyboard.press("Escape");
    await expect(again).toBeHidden();
    await expect(page.getByRole("button", { name: "Chat assistant" })).toBeFocused();
  });

  test("has the assistant's code before the click, and fetches the message's rule (zod) once it opens", async ({
    page,
  }) => {
    await page.goto("/");
    await expect
      .poll(() => scriptsFetched(page))
      .toContainEqual(expect.stringMatching(/^chat-conversation-/));
    expect(await scriptsFetched(page)).not.toContainEqual(expect.stringMatching(/^chat-request-schema-/));
    const asked = requestsFrom(page);
    await openChat(page);
    expect(asked.filter((path) => /chat-(panel|conversation)-|\/api\/chat\/config/.test(path))).toEqual([]);
    await expect
      .poll(() => scriptsFetched(page))
      .toContainEqual(expect.stringMatching(/^chat-request-schema-/));
  });

  test("what / loads on its own with the assistant on stays within its budget", async ({
    browser,
    baseURL,
  }) => {
    const weight = await loadedOnItsOwn(browser, `${baseURL}/`);
    expect(weight.js, `JavaScript, gzip, in ${weight.jsFiles} files: ${weight.js} B`).toBeLessThanOrEqual(
      landingWithAssistantBudget,
    );
  });

  test("announces an answer with a link in the words shown, not its Markdown", async ({ page }) => {
    await page.goto("/");
    const panel = await openChat(page);
    const input = panel.getByRole("textbox", { name: "Message" });
    await input.fill("[stub:tool] When can we talk?");
    await input.press("Enter");
    await expect(answers(page).last().getByRole("link", { name: "book it" })).toHaveAttribute(
      "href",
      /^\/book-call\?date=/,
    );
    await expect(panel.getByRole("status").filter({ hasText: "Assistant:" })).toHaveText(
      "Assistant: The next free time is here: book it",
    );
  });

  test("shows the provider's 429 as the specification's toast, and retries a failed message", async ({
    page,
  }) => {
    await page.goto("/");
    const panel = await openChat(page);
    const input = panel.getByRole("textbox", { name: "Message" });
    await input.fill("[stub:429] Hello");
    await input.press("Enter");
    const toast = panel.locator("[data-sonner-toast]");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("Rate limit exceeded. Please try again shortly.");
    // No answer arrived, so no empty answer is shown: the visitor's own message says it was not sent.
    const questions = panel.locator("[data-slot=chat-message][data-role=user]");
    await expect(questions.last()).toContainText("Not sent.");
    await expect(answers(page)).toHaveCount(0);

    await input.fill("[stub:flaky] Are you there?");
    await input.press("Enter");
    await expect(questions.last().getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(questions.last()).toContainText("Not sent.");
    await expect(answers(page)).toHaveCount(0);
    // Only the last exchange can be asked again.
    await expect(panel.getByRole("button", { name: "Retry" })).toHaveCount(1);
    await panel.getByRole("button", { name: "Retry" }).click();
    await expect(answers(page).last()).toContainText(STUB_TEXT);
    await expect(panel.getByRole("button", { name: "Retry" })).toHaveCount(0);
  });

  test("keeps a message too long as written, counts it, and refuses it with the rule's words", async ({
    page,
  }) => {
    await page.goto("/");
    const panel = await openChat(page);
    const input = panel.getByRole("textbox", { name: "Message" });
    const tooLong = "m".repeat(MAX_CHAT_MESSAGE_CHARACTERS + 100);
    await input.fill(tooLong);
    const count = panel.locator("[data-slot=character-count]");
    await expect(count).toHaveText(`${tooLong.length} / ${MAX_CHAT_MESSAGE_CHARACTERS} characters`);
    await expect(count).toHaveClass(/text-destructive/);
    await input.press("Enter");
    await expect(panel.locator("[data-sonner-toast]")).toContainText(chatMessages.tooLong);
    await expect(input).toHaveValue(tooLong);
    await expect(panel.locator("[data-slot=chat-message]")).toHaveCount(0);
  });

  test("stops an answer on request and keeps the focus inside the panel", async ({ page }) => {
    const panel = await startSlowAnswer(page);
    await panel.getByRole("button", { name: "Stop answering" }).click();
    await expect(panel.getByRole("list", { name: "Conversation" }).getByText("Stopped.")).toBeVisible();
    await expect(panel.getByRole("button", { name: "Send" })).toBeVisible();
    expect(await stoppedMarks(panel)).toBe(1);

    for (const key of [
      "Tab",
      "Tab",
      "Tab",
      "Tab",
      "Tab",
      "Tab",
      "Shift+Tab",
      "Shift+Tab",
      "Shift+Tab",
      "Shift+Tab",
      "Shift+Tab",
    ]) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#chat-panel")))).toBe(true);
    }
  });

  test("keeps a stopped answer's mark after a reload, once", async ({ page }) => {
    const panel = await startSlowAnswer(page);
    await panel.getByRole("button", { name: "Stop answering" }).click();
    await expect(answers(page).last()).toContainText("Stopped.");
    const cutAt = (await answers(page).last().locator("div").textContent()) ?? "";
    expect(STUB_TEXT.startsWith(cutAt) && cutAt !== STUB_TEXT).toBe(true);

    await page.reload();
    const again = await openChat(page);
    await expect(answers(page).last()).toContainText("Stopped.");
    expect(await stoppedMarks(again)).toBe(1);
    // The answer is kept as far as it was sent: what the visitor saw, and the few letters on their way
    // when Stop was pressed; never the rest of it.
    const kept = (await answers(page).last().locator("div").textContent()) ?? "";
    expect(kept.startsWith(cutAt) && STUB_TEXT.startsWith(kept) && kept !== STUB_TEXT, kept).toBe(true);
  });

  test("closing the panel does not cut an answer short: reopened, and after a reload, it is whole", async ({
    page,
  }) => {
    const panel = await startSlowAnswer(page);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    const toggle = page.getByRole("button", { name: "Chat assistant" });
    await expect(toggle).toHaveAccessibleName("Chat assistant");

    await expect
      .poll(async () => answers(page).last().textContent(), { timeout: 15_000 })
      .toContain(STUB_TEXT);
    // Ended while the panel was closed: the button says so, and a screen reader hears it outside the panel.
    await expect(toggle).toHaveAccessibleName("Chat assistant, unread");
    await expect(page.getByRole("status").filter({ hasText: "The assistant has answered" })).toHaveText(
      "The assistant has answered: open the chat to read it.",
    );
    const reopened = await openChat(page);
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAccessibleName("Chat assistant");
    await expect(page.getByText("The assistant has answered")).toHaveCount(0);
    await openChat(page);
    await expect(reopened.getByRole("button", { name: "Send" })).toBeVisible();
    await expect(answers(page).last()).toHaveText(`Assistant:${STUB_TEXT}`);
    expect(await stoppedMarks(reopened)).toBe(0);

    await page.reload();
    const again = await openChat(page);
    await expect(answers(page).last()).toHaveText(`Assistant:${STUB_TEXT}`);
    expect(await stoppedMarks(again)).toBe(0);
  });

  test("axe finds no violations in a conversation", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const panel = await openChat(page);
    const input = panel.getByRole("textbox", { name: "Message" });
    await input.fill("Hello");
    await input.press("Enter");
    await expect(answers(page).last()).toContainText(STUB_TEXT);
    expect((await axeFindings(page, { include: ["#chat-panel"] })).violations).toEqual([]);
  });
});

test.describe("the chat assistant on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("fills the screen", async ({ page }) => {
    await page.goto("/");
    const panel = await openChat(page);
    expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await panel.getByRole("button", { name: "Close chat" }).click();
    await expect(panel).toBeHidden();
  });
});
