import { expect, test } from "./fixtures";

test.describe("landing page", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("has its sections in the order of the specification", async ({ page }) => {
    await page.goto("/");
    const sections = await page.locator("main > section").evaluateAll((elements) =>
      elements.map((element) => ({
        id: element.id,
        heading: element.querySelector("h1, h2")?.textContent?.trim(),
      })),
    );
    expect(sections.map((section) => section.id)).toEqual([
      "",
      "services",
      "about",
      "projects",
      "results",
      "testimonials",
      "faq",
      "",
    ]);
    expect(sections[0]?.heading).toBe("Put AI to work in your business");
    expect(sections.at(-1)?.heading).toBe("Ready to put AI to work?");
    // The footer follows the main content.
    await expect(page.locator("main + footer")).toHaveCount(1);
  });

  test("has a fixed navigation to the sections and to booking", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("href", "#services");
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "#about");
    await expect(nav.getByRole("link", { name: "Projects" })).toHaveAttribute("href", "#projects");
    await expect(nav.getByRole("link", { name: "Book Call" })).toHaveAttribute("href", "/book-call");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();

    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "fixed");
    await nav.getByRole("link", { name: "Projects" }).click();
    await expect(page).toHaveURL(/#projects$/);
    await expect(header).toBeInViewport();
    await expect(
      page.getByRole("heading", { level: 2, name: "Work that is already saving hours" }),
    ).toBeInViewport();
  });

  test("the hero has the headline, the tagline, booking and the voice button", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("main > section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Put AI to work in your business");
    await expect(hero.getByText(/AI solutions delivered in days/)).toBeVisible();
    await expect(hero.getByRole("link", { name: "Book Strategy Call" })).toHaveAttribute(
      "href",
      "/book-call",
    );
    await expect(hero.getByRole("button", { name: "Talk to DVAT-AI" })).toBeVisible();
  });

  test("shows the six services, each with icon, title, description and features", async ({ page }) => {
    await page.goto("/");
    const cards = page.locator("#services > div > ul > li");
    await expect(cards).toHaveCount(6);
    const titles = [
      /chatbots.*virtual assistants/i,
      /process automation/i,
      /data analysis.*insights/i,
      /content generation/i,
      /sales automation/i,
      /custom ai solutions/i,
    ];
    for (const [index, title] of titles.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(card.locator("svg").first()).toBeVisible();
      await expect(card.locator("p")).not.toBeEmpty();
      expect(await card.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    }
  });

  test("has an about section", async ({ page }) => {
    await page.goto("/");
    const about = page.locator("#about");
    await expect(about.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(about.locator("p").first()).not.toBeEmpty();
  });

  test("shows the three projects with icon, features, a workflow diagram and a link to their page", async ({
    page,
  }) => {
    await page.goto("/");
    const projects = [
      { title: "CRM Inbox Cleaner", href: "/projects/inbox-cleaner" },
      { title: "AI Response Generator", href: "/projects/response-generator" },
      { title: "Company Analyzer", href: "/projects/company-analyzer" },
    ];
    const cards = page.locator("#projects article");
    await expect(cards).toHaveCount(3);
    for (const [index, project] of projects.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(project.title);
      await expect(card.locator("svg").first()).toBeVisible();
      expect(await card.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
      const diagram = card.getByRole("img", { name: /^Workflow: / });
      await expect(diagram).toBeVisible();
      expect((await diagram.getAttribute("aria-label"))?.length).toBeGreaterThan(60);
      await expect(card.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", project.href);
    }
  });

  test("Learn More opens the project's page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /^Learn More about the AI Response Generator/ }).click();
    await expect(page).toHaveURL("/projects/response-generator");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Response Generator");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Put AI to work in your business");
  });

  test("closes with a call to book a free strategy call", async ({ page }) => {
    await page.goto("/");
    const cta = page.locator("main > section").last();
    await expect(cta.getByRole("link", { name: "Book Free Strategy Call" })).toHaveAttribute(
      "href",
      "/book-call",
    );
  });

  test("the footer has contact details, Admin Login and the copyright, and no link leads nowhere", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    // The e2e server sets no CONTACT_EMAIL: no made-up address shows, and Contact leads to a call.
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute(
      "href",
      "/book-call",
    );
    await expect(footer.getByRole("link", { name: "Admin Login" })).toHaveAttribute("href", "/admin/login");
    await expect(footer.getByRole("link", { name: "Blog" })).toHaveCount(0);
    await expect(footer).toContainText(`© 2024–${new Date().getFullYear()} DVAT`);

    const hrefs = await page
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href, "every link leads somewhere").toMatch(/^(\/|#[a-z]|mailto:|tel:)/);
    for (const href of hrefs.filter((h) => h?.startsWith("#")))
      await expect(page.locator(href as string)).toHaveCount(1);
  });

  test("loads nothing from another host and only woff2 fonts", async ({ page, baseURL }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/", { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    const origin = new URL(baseURL as string).origin;
    expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    const fonts = requests.filter((url) => /\.(woff2?|ttf|otf)$/.test(url));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/latin-wght-normal-[\w-]+\.woff2$/);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Inter Variable");
  });
});
