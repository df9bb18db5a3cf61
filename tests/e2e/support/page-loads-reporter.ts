import type { FullResult, Reporter, TestCase, TestResult, TestStep } from "@playwright/test/reporter";

/**
 * Counts the page loads a run asks the browser for (each page.goto and page.reload, in tests and fixtures),
 * per project and spec file, and the tests' summed time, and prints them when the run ends: the figure the sweep exists to keep low.
 * Navigations a click or a form post starts are the interaction specs' own and are not counted.
 */
export default class PageLoadsReporter implements Reporter {
  private readonly loads = new Map<string, number>();
  private testTime = 0;

  onStepBegin(test: TestCase, _result: TestResult, step: TestStep): void {
    if (step.category !== "pw:api" || !/^(Navigate|Reload)\b/.test(step.title)) return;
    const key = `${test.parent.project()?.name ?? "?"} ${test.location.file.replace(/^.*\/tests\/e2e\//, "")}`;
    this.loads.set(key, (this.loads.get(key) ?? 0) + 1);
  }

  onTestEnd(_test: TestCase, result: TestResult): void {
    this.testTime += result.duration;
  }

  onEnd(result: FullResult): void {
    const rows = [...this.loads].sort(([a], [b]) => a.localeCompare(b));
    const total = rows.reduce((sum, [, count]) => sum + count, 0);
    console.log(`\nWall ${Math.round(result.duration / 1000)} s, tests' summed time ${Math.round(this.testTime / 1000)} s`);
    console.log(`Page loads (page.goto and page.reload): ${total}`);
    for (const [key, count] of rows) console.log(`  ${String(count).padStart(4)}  ${key}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
