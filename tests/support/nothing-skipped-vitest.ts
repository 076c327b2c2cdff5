import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

// A skipped test is not a passing one: a run that skipped any fails, naming each (beside Vitest's own
// reporter, which counts them but passes).

export default class NothingSkipped implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const skipped = testModules.flatMap((module) => [...module.children.allTests("skipped")]);
    if (skipped.length === 0) return;
    console.error(
      `\n${skipped.length} test(s) skipped, which fails the run: a skipped test is not a passing one.`,
    );
    for (const test of skipped)
      console.error(`  skipped: ${path.relative(process.cwd(), test.module.moduleId)} › ${test.fullName}`);
    process.exitCode = 1;
  }
}
