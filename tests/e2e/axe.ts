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
 * What axe finds on the page (or in the parts `include` names) once it is still: each violation as its
 * rule and the elements it found, and how many rules passed.
 */
export async function axeFindings(page: Page, { include = [] }: { include?: string[] } = {}) {
  await untilStill(page);
  const builder = new AxeBuilder({ page });
  for (const selector of include) builder.include(selector);
  const results = await builder.analyze();
  return {
    violations: results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
    ),
    passes: results.passes.length,
  };
}
