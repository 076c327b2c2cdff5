import type { FullResult, Reporter, TestCase } from "@playwright/test/reporter";

// A skipped test is not a passing one: a run that skipped any fails, naming each (beside the list
// reporter, which counts them but passes). A test that did not run because an earlier one of its
// serial group failed is not named: that failure already fails the run and is the one to read.

const skipsByChoice = new Set(["skip", "fixme"]);

export default class NothingSkipped implements Reporter {
  private readonly skipped: TestCase[] = [];

  onTestEnd(test: TestCase) {
    if (test.outcome() === "skipped") this.skipped.push(test);
  }

  async onEnd(result: FullResult) {
    const named = this.skipped.filter((test) => result.status === "passed" || skippedByChoice(test));
    if (named.length === 0) return;
    console.error(
      `\n${named.length} test(s) skipped, which fails the run: a skipped test is not a passing one.`,
    );
    for (const test of named) console.error(`  skipped: ${test.titlePath().filter(Boolean).join(" › ")}`);
    return { status: result.status === "passed" ? ("failed" as const) : result.status };
  }
}

function skippedByChoice(test: TestCase) {
  const annotations = [...test.annotations, ...test.results.flatMap((run) => run.annotations)];
  return annotations.some((annotation) => skipsByChoice.has(annotation.type));
}
