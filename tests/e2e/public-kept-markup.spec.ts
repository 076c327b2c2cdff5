import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { requestsFrom } from "./scripts-fetched";

// The landing page's markup that never changes is kept by the browser as the server rendered it, and the
// page loads none of the code that drew it (docs/decisions/043-markup-the-browser-keeps.md).

const keptCode = /\/assets\/landing-kept-code-[\w-]+\.js$/;

/** The page's header, main content and footer as the DOM holds them. */
function markup(page: Page) {
  return page.evaluate(() =>
    ["header", "main", "footer"].map((selector) => document.querySelector(selector)?.outerHTML ?? ""),
  );
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber")));
}

async function withoutJavaScript(browser: Browser, url: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 900 },
  });
  try {
    const page = await context.newPage();
    await page.goto(url);
    return await markup(page);
  } finally {
    await context.close();
  }
}

test.describe("markup the browser keeps", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("once hydrated, / is exactly the markup the server sent, and loads no code to draw it", async ({
    page,
    browser,
    baseURL,
  }) => {
    const asked = requestsFrom(page);
    await page.goto("/");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(await markup(page)).toEqual(await withoutJavaScript(browser, `${baseURL}/`));
    expect(asked.filter((path) => keptCode.test(path))).toEqual([]);
  });

  test("a link in it is followed in the page, as <Link> does, and the way back renders it whole at once", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const shown = await page.locator("main").textContent();
    // A document load would start a new window object.
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await page.getByRole("link", { name: /^Learn More about the AI Response Generator/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Response Generator");
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);

    // Back through the project page's own link: the route fetches the kept parts' code with its data,
    // so the page shows whole in the same frame as its heading.
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForFunction(() => document.querySelector("h1")?.textContent?.startsWith("Put AI to work"));
    expect(
      await page.evaluate(() => ({
        services: document.querySelectorAll("#services li h3").length,
        faq: document.querySelectorAll("#faq details").length,
        footer: document.querySelector("footer nav[aria-label=Footer]") !== null,
      })),
    ).toEqual({ services: 6, faq: 6, footer: true });
    expect(await page.locator("main").textContent()).toBe(shown);
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);

    await page.getByRole("link", { name: "Book Strategy Call" }).click();
    await expect(page).toHaveURL("/book-call");
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  });

  test("a header link followed while the page hydrates on a slow phone's CPU leaves every section in place", async ({
    page,
  }) => {
    // Decision 012's failed try: sections whose code came later vanished when a navigation reached them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
    const missing = await page.evaluate(async () => {
      const gaps: number[] = [];
      const start = performance.now();
      while (performance.now() - start < 3_000) {
        const sections = document.querySelectorAll("main > section h2").length;
        if (sections !== 7) gaps.push(Math.round(performance.now() - start));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return gaps;
    });
    expect(missing, "moments (ms) when a section was missing").toEqual([]);
    await expect(page).toHaveURL(/#services$/);
    await expect(page.getByRole("heading", { level: 2, name: "What we build for you" })).toBeInViewport();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });
});
