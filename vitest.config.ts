import { defineConfig } from 'vitest/config'

// Three kinds of tests, run at different moments by scripts/test.sh: `unit` needs nothing,
// `build` runs whole builds into temporary folders, `site` reads the last build in dist/.
export default defineConfig({
  test: {
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // Whole builds on temporary content: one at a time.
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'], fileParallelism: false } },
      { extends: true, test: { name: 'site', include: ['tests/site/**/*.test.ts'] } },
    ],
  },
})
