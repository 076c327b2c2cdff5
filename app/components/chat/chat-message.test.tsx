// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatMessageItem } from "./chat-message";

// An answer's Markdown links: the assistant may send the visitor to a page of this site, never off it,
// however the link is written. jsdom's page is http://localhost:3000/.

function renderAnswer(content: string) {
  render(
    <ul>
      <ChatMessageItem message={{ id: 1, role: "assistant", content }} onRetry={() => {}} canRetry={false} />
    </ul>,
  );
}

describe("an assistant's message", () => {
  afterEach(cleanup);

  it("makes links to this site's pages links", () => {
    renderAnswer(
      "Book it: [Tuesday 10:00](/book-call?date=2030-03-06&slot=4f6c2d1e-8b1a-4c3e-9d2f-0a1b2c3d4e5f) or see [our work](/projects/x).",
    );
    expect(screen.getByRole("link", { name: "Tuesday 10:00" }).getAttribute("href")).toBe(
      "/book-call?date=2030-03-06&slot=4f6c2d1e-8b1a-4c3e-9d2f-0a1b2c3d4e5f",
    );
    expect(screen.getByRole("link", { name: "our work" }).getAttribute("href")).toBe("/projects/x");
    expect(screen.getByText(/Book it:/).textContent).toBe("Book it: Tuesday 10:00 or see our work.");
  });

  it.each([
    "/\\evil.example",
    "//evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "https://evil.example/book-call",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "http://localhost:3000@evil.example/",
  ])("leaves a link to %j as text", (href) => {
    renderAnswer(`See [Book now](${href})`);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText(/See/).textContent).toBe(`See [Book now](${href})`);
  });

  it.each([
    ["%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%5Cevil.example", "/%5Cevil.example"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["java%09script:alert(1)", "/java%09script:alert(1"],
  ])("keeps an encoded %j on this site", (href, path) => {
    renderAnswer(`[Book now](${href})`);
    const link = screen.getByRole("link", { name: "Book now" }) as HTMLAnchorElement;
    expect(link.getAttribute("href")).toBe(path);
    expect(new URL(link.href).origin).toBe(window.location.origin);
  });
});

describe("an answer that failed", () => {
  afterEach(cleanup);

  it("says why, in the server's words, under what arrived", () => {
    const why = "You have sent many messages in a short time. Please wait 10 minutes and try again.";
    render(
      <ul>
        <ChatMessageItem
          message={{ id: 1, role: "assistant", content: "Here are", state: "failed", problem: why }}
          onRetry={() => {}}
          canRetry={false}
        />
      </ul>,
    );
    expect(screen.getByText(why)).toBeTruthy();
  });

  it("says it was interrupted when the server gave no reason", () => {
    render(
      <ul>
        <ChatMessageItem
          message={{ id: 1, role: "assistant", content: "Here are", state: "failed" }}
          onRetry={() => {}}
          canRetry={false}
        />
      </ul>,
    );
    expect(screen.getByText("The answer was interrupted. Please try again.")).toBeTruthy();
  });
});

describe("a visitor's message whose answer never came", () => {
  afterEach(cleanup);

  it("says it was not sent, with the reason when there is one, and offers Retry", () => {
    const retry = vi.fn();
    render(
      <ul>
        <ChatMessageItem
          message={{ id: 1, role: "user", content: "Hello", state: "failed", problem: "The chat is busy." }}
          onRetry={retry}
          canRetry
        />
      </ul>,
    );
    expect(screen.getByText("Not sent. The chat is busy.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
