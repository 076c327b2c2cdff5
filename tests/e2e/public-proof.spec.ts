import type { Locator, Page } from "@playwright/test";
import { faq, faqIntro } from "../../domain/content/faq";
import { resultsIntro } from "../../domain/content/landing";
import { projectPath, projects } from "../../domain/content/projects";
import { testimonials, testimonialsIntro } from "../../domain/content/testimonials";
import { axeFindings } from "./axe";
import { expect, test } from "./fixtures";

// The proof on the landing page — results, testimonials, FAQ — and the results on the project pages,
// all from app/content.

test.use({ viewport: { width: 1440, height: 900 } });

test("results, testimonials and the FAQ follow the projects, before the closing call", async ({ page }) => {
  await page.goto("/");
  const ids = await page.locator("main > section").evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids.slice(3)).toEqual(["projects", "results", "testimonials", "faq", ""]);
  for (const [id, title] of [
    ["results", resultsIntro.title],
    ["testimonials", testimonialsIntro.title],
    ["faq", faqIntro.title],
  ] as const) {
    const heading = page.locator(`#${id}`).getByRole("heading", { level: 2 });
    await expect(heading).toHaveText(title);
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeInViewport();
  }
});

/**
 * On the landing page, one `selector` element per entry of `content`, in order: `check` runs on each
 * with its entry.
 */
async function expectOnePerEntry<Entry>(
  page: Page,
  selector: string,
  content: readonly Entry[],
  check: (shown: Locator, entry: Entry, index: number) => Promise<void>,
) {
  await page.goto("/");
  const shown = page.locator(selector);
  await expect(shown).toHaveCount(content.length);
  for (const [index, entry] of content.entries()) await check(shown.nth(index), entry, index);
}

test("each project's headline result shows its figure and metric and links to the project", async ({
  page,
}) => {
  await expectOnePerEntry(page, "#results li", projects, async (card, project) => {
    const [headline] = project.results;
    await expect(card.getByText(headline.value, { exact: true })).toBeVisible();
    await expect(card.getByText(headline.metric, { exact: true })).toBeVisible();
    await expect(card.getByText(headline.detail, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: project.title })).toHaveAttribute(
      "href",
      projectPath(project),
    );
  });
});

test("the testimonials quote their authors with name, role and company", async ({ page }) => {
  expect(testimonials.length).toBeGreaterThanOrEqual(2);
  await expectOnePerEntry(page, "#testimonials figure", testimonials, async (quote, testimonial) => {
    await expect(quote.locator("blockquote")).toHaveText(`“${testimonial.quote}”`);
    await expect(quote.locator("figcaption")).toHaveText(
      `${testimonial.name}${testimonial.role}, ${testimonial.company}`,
    );
    await expect(quote).toBeVisible();
  });
});

test("the FAQ is a list of disclosures: each answer opens from its question, by mouse or keyboard", async ({
  page,
}) => {
  await expectOnePerEntry(page, "#faq details", faq, async (disclosure, item, index) => {
    const summary = disclosure.locator("summary");
    await expect(summary).toHaveText(`${item.question}+`);
    const answer = disclosure.getByText(item.answer, { exact: true });
    await expect(answer).toBeHidden();
    if (index % 2 === 0) await summary.click();
    else {
      await summary.focus();
      await page.keyboard.press("Enter");
    }
    await expect(answer).toBeVisible();
    await expect(disclosure).toHaveAttribute("open", "");
  });
  await page.locator("#faq details").first().locator("summary").click();
  await expect(page.getByText(faq[0]?.answer ?? "", { exact: true })).toBeHidden();
});

test("the FAQ's JSON-LD is a FAQPage with each question and answer as the page shows them", async ({
  page,
}) => {
  await page.goto("/");
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  const graph: { "@type": string }[] = JSON.parse((await scripts.textContent()) ?? "")["@graph"];
  const faqPages = graph.filter((node) => node["@type"] === "FAQPage") as unknown as {
    mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[];
  }[];
  expect(faqPages).toHaveLength(1);
  const entities = faqPages[0]?.mainEntity ?? [];
  expect(entities).toEqual(
    faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  );
  // And the page shows the same words.
  for (const details of await page.locator("#faq details").all()) await details.locator("summary").click();
  const shown = await page.locator("#faq details").evaluateAll((items) =>
    items.map((item) => ({
      question: item.querySelector("summary")?.firstChild?.textContent,
      answer: item.querySelector("p")?.textContent,
    })),
  );
  expect(shown).toEqual(
    entities.map((entity) => ({ question: entity.name, answer: entity.acceptedAnswer.text })),
  );
});

test("axe finds no violations in the new sections with every answer open", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  for (const details of await page.locator("#faq details").all()) await details.locator("summary").click();
  const { violations, passes } = await axeFindings(page, { include: ["#results", "#testimonials", "#faq"] });
  expect(violations).toEqual([]);
  expect(passes).toBeGreaterThan(5);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the prerendered page has the proof sections and the FAQ still opens", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#results li")).toHaveCount(projects.length);
    await expect(page.locator("#testimonials figure")).toHaveCount(testimonials.length);
    const first = page.locator("#faq details").first();
    await first.locator("summary").click();
    await expect(first.getByText(faq[0]?.answer ?? "", { exact: true })).toBeVisible();
  });
});

for (const project of projects) {
  test(`${projectPath(project)} shows the project's result figures`, async ({ page }) => {
    await page.goto(projectPath(project));
    const results = page.getByRole("region", { name: "Results" });
    await expect(results).toBeVisible();
    const figures = results.getByRole("listitem");
    await expect(figures).toHaveCount(project.results.length);
    for (const [index, figure] of project.results.entries())
      await expect(figures.nth(index)).toHaveText(`${figure.value}${figure.metric}${figure.detail}`);
  });
}
