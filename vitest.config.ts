import { defineConfig } from 'vitest/config'
import { budget } from './tests/support/budget.js'

// Three kinds of tests, run at different moments by scripts/test.sh: `unit` needs nothing,
// `build` runs whole builds into temporary folders, `site` reads the last build in dist/.
export default defineConfig({
  test: {
    // tests/support/budget.ts: TEST_BUDGET_FACTOR raises it with every other budget.
    testTimeout: budget(20_000),
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // Whole builds on temporary content: one at a time.
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'], fileParallelism: false } },
      { extends: true, test: { name: 'site', include: ['tests/site/**/*.test.ts'] } },
    ],
  },
})
