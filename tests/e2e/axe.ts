import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// Axe measures contrast as the page is drawn at that instant: a toast still fading in, or a button
// between two colours, reads as low contrast. So it looks once nothing is moving (a spinner that
// turns for ever does not count as moving towards a final state).

async function untilStill(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Ids given to more than one element: a label's `for` then names the first of them, and typing after a
 * click on the label goes into another field. Axe 4 no longer checks this outside ARIA references.
 */
async function duplicateIds(page: Page) {
  const ids = await page.evaluate(() => [...document.querySelectorAll("[id]")].map((element) => element.id));
  const twice = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  return twice.map((id) => `duplicate id: #${id}`);
}

/**
 * What axe finds on the page (or in the parts `include` names) once it is still: each violation as its
 * rule and the elements it found, and how many rules passed.
 */
export async function axeFindings(page: Page, { include = [] }: { include?: string[] } = {}) {
  await untilStill(page);
  const builder = new AxeBuilder({ page });
  for (const selector of include) builder.include(selector);
  const results = await builder.analyze();
  return {
    violations: [
      ...results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
      ),
      ...(await duplicateIds(page)),
    ],
    passes: results.passes.length,
  };
}
