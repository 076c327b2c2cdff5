import { expect, test } from "./fixtures";
import { requestsFrom, scriptsFetched } from "./scripts-fetched";

test.describe("chat panel", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("opens from the floating button as a 400 by 600 panel saying the assistant is coming soon", async ({
    page,
  }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Chat assistant" });
    const box = await button.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(1440 - 40);
    expect(box && box.y + box.height).toBeGreaterThan(900 - 40);
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await button.click();
    const panel = page.getByRole("dialog", { name: "DVAT AI Assistant" });
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByText("Coming Soon")).toBeVisible();
    await expect(panel.getByText(/AI chat assistant is under development/)).toBeVisible();
    const size = await panel.boundingBox();
    expect(size?.width).toBe(400);
    expect(size?.height).toBe(600);
    await expect(panel.getByRole("button", { name: "Close chat" })).toBeFocused();

    await panel.getByRole("button", { name: "Close chat" }).click();
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("has its code before the click, so opening asks for nothing, and none of the assistant's", async ({
    page,
  }) => {
    await page.goto("/");
    await expect.poll(() => scriptsFetched(page)).toContainEqual(expect.stringMatching(/^chat-panel-/));
    const asked = requestsFrom(page);
    await page.getByRole("button", { name: "Chat assistant" }).click();
    await expect(
      page.getByRole("dialog", { name: "DVAT AI Assistant" }).getByText("Coming Soon"),
    ).toBeVisible();
    // React Router asks for the routes of the links on the page when it likes (/__manifest): not the chat's.
    expect(asked.filter((path) => path !== "/__manifest")).toEqual([]);
    expect(await scriptsFetched(page)).not.toContainEqual(
      expect.stringMatching(/^(chat-conversation|chat-request-schema|zod)-/),
    );
  });

  test("closes on Escape and with its toggle, and gives focus back to the button", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Chat assistant" });
    const panel = page.getByRole("dialog", { name: "DVAT AI Assistant" });

    await button.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(panel).toBeVisible();
    await button.click();
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe("chat panel on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("takes the full width of the screen", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Chat assistant" }).click();
    const panel = page.getByRole("dialog", { name: "DVAT AI Assistant" });
    await expect(panel).toBeVisible();
    const size = await panel.boundingBox();
    expect(size?.x).toBe(0);
    expect(size?.width).toBe(390);
    expect(size?.height).toBeLessThanOrEqual(600);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Chat assistant" })).toBeFocused();
  });
});
