import { prerenderedPaths } from "../../react-router.config";
import { firstLoadAssets, pageWeightBudget } from "../../scripts/bench/page-weight";
import { expect, test } from "./fixtures";

// The budgets of `npm run bench:pages`, measured the same way (gzip, as the server sends the files),
// so a change that pushes a marketing page over them fails here rather than in a benchmark run.
for (const path of prerenderedPaths) {
  test(`the first load of ${path} stays within the JavaScript and CSS budgets`, async ({ baseURL }) => {
    const { js, jsFiles, css } = await firstLoadAssets(baseURL ?? "", path);
    expect(jsFiles).toBeGreaterThan(0);
    expect(js, `JavaScript, gzip, in ${jsFiles} files`).toBeLessThanOrEqual(pageWeightBudget.jsBytes);
    expect(css, "CSS, gzip").toBeLessThanOrEqual(pageWeightBudget.cssBytes);
  });
}
