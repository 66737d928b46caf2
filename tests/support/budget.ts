// Every time budget of the tests comes from here: a test waits on a condition (a hydrated
// page, a server answering, a file written), and the budget only says when to give up. On a
// loaded machine (a shared CI runner, the contention of bench/contention.sh) raise them all
// at once with TEST_BUDGET_FACTOR=2 (or more); nothing else needs to change.
const factor = Number(process.env.TEST_BUDGET_FACTOR ?? 1)
if (!(factor > 0)) throw new Error(`TEST_BUDGET_FACTOR must be a positive number, not ${process.env.TEST_BUDGET_FACTOR}`)

export const BUDGET_FACTOR = factor

/** `ms` milliseconds, times TEST_BUDGET_FACTOR. */
export function budget(ms: number): number {
  return Math.round(ms * factor)
}
