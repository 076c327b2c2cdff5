import { prerenderedPaths } from "../../react-router.config";
import {
  bookForWeighing,
  loadedOnItsOwn,
  loadedOnItsOwnBudget,
  pageWeightBudget,
} from "../../scripts/bench/page-weight";
import { expect, test } from "./fixtures";

// The budgets of `npm run bench:pages`, measured the same way: what a visitor's phone loads on its own
// (no click, no scroll) until the network is quiet, in the gzip bytes the server sends, so code fetched once the browser is
// idle counts as much as the first load does.

async function expectWithinBudget(weight: Awaited<ReturnType<typeof loadedOnItsOwn>>, route: string) {
  const files = weight.assets.map((asset) => `${asset.url.replace(/^.*\/assets\//, "")} ${asset.gzipBytes}`);
  expect(weight.jsFiles).toBeGreaterThan(0);
  expect(weight.js, `JavaScript, gzip, in ${weight.jsFiles} files:\n${files.join("\n")}`).toBeLessThanOrEqual(
    loadedOnItsOwnBudget(route),
  );
  expect(weight.css, "CSS, gzip").toBeLessThanOrEqual(pageWeightBudget.cssBytes);
}

for (const path of [...prerenderedPaths, "/book-call"]) {
  test(`what ${path} loads on its own stays within its JavaScript and CSS budgets`, async ({
    browser,
    baseURL,
  }) => {
    await expectWithinBudget(await loadedOnItsOwn(browser, (baseURL ?? "") + path), path);
  });
}

test("what a booking's own page loads on its own stays within its budgets", async ({ browser, baseURL }) => {
  const manage = await bookForWeighing(baseURL ?? "");
  await expectWithinBudget(await loadedOnItsOwn(browser, (baseURL ?? "") + manage), manage);
});
