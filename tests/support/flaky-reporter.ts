// The reporter of `npm run test:flaky` (playwright test --repeat-each): at the end, every
// test that did not pass each time it ran, with how many runs it passed and its first error,
// so a test failing one run in five shows up before CI meets it. Run it beside
// bench/contention.sh to see what a loaded machine breaks.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

interface Tally {
  title: string
  runs: number
  passed: number
  firstError?: string
}

export default class FlakyReporter implements Reporter {
  private readonly tallies = new Map<string, Tally>()

  onTestEnd(test: TestCase, result: TestResult) {
    // The same test in each repetition: its project, file and titles (test.id differs per repeat).
    const title = test.titlePath().filter(Boolean).join(' › ')
    const tally = this.tallies.get(title) ?? { title, runs: 0, passed: 0 }
    tally.runs++
    if (result.status === test.expectedStatus) tally.passed++
    else tally.firstError ??= `${result.status}: ${(result.error?.message ?? '').split('\n')[0]}`
    this.tallies.set(title, tally)
  }

  onEnd(result: FullResult) {
    const unsteady = [...this.tallies.values()].filter((tally) => tally.passed < tally.runs)
    const runs = [...this.tallies.values()].reduce((sum, tally) => sum + tally.runs, 0)
    console.log(`\n${this.tallies.size} tests, ${runs} runs (${result.status}, ${Math.round(result.duration / 1000)} s).`)
    if (unsteady.length === 0) {
      console.log('Every test passed every time.')
      return
    }
    console.log(`${unsteady.length} did not pass every time:`)
    for (const tally of unsteady.sort((a, b) => a.passed / a.runs - b.passed / b.runs))
      console.log(`  ${tally.passed}/${tally.runs} passed  ${tally.title}\n      first failure: ${tally.firstError}`)
  }

  printsToStdio() {
    return true
  }
}
