import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/site/**/*.test.ts'],
    // The build tests run whole builds on temporary content: one at a time.
    fileParallelism: false,
    testTimeout: 20_000,
  },
})
