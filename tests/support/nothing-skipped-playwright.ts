import type { FullResult, Reporter, TestCase } from "@playwright/test/reporter";

// A skipped test is not a passing one: a run that skipped any fails, naming each (beside the list
// reporter, which counts them but passes).

export default class NothingSkipped implements Reporter {
  private readonly skipped: TestCase[] = [];

  onTestEnd(test: TestCase) {
    if (test.outcome() === "skipped") this.skipped.push(test);
  }

  async onEnd(result: FullResult) {
    if (this.skipped.length === 0) return;
    console.error(
      `\n${this.skipped.length} test(s) skipped, which fails the run: a skipped test is not a passing one.`,
    );
    for (const test of this.skipped)
      console.error(`  skipped: ${test.titlePath().filter(Boolean).join(" › ")}`);
    return { status: result.status === "passed" ? ("failed" as const) : result.status };
  }
}
