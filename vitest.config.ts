import { defineConfig } from 'vitest/config'
import { budget } from './tests/support/budget.js'

// Three kinds of tests, which scripts/test.sh runs after `npm run build`, in two lanes at once:
// `build` runs whole builds into temporary folders (one lane), `unit` needs nothing and `site`
// reads the last build in dist/ (the other lane, one after the other).
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
