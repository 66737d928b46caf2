import { defineConfig, devices } from '@playwright/test'
import { budget } from './tests/support/budget.js'
import { CHROMIUM, CHROMIUM_SWITCHES } from './tests/support/chromium.js'

const port = Number(process.env.E2E_PORT ?? 4321)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  // Every budget from one setting (tests/support/budget.ts: TEST_BUDGET_FACTOR raises them all
  // on a loaded machine). Tests wait on conditions, so a generous budget costs a passing test
  // nothing (under load, / hydrated after the 5 s default that openPage used to wait).
  timeout: budget(60_000),
  expect: { timeout: budget(15_000) },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // A stuck action fails with its locator named, not as a silent whole-test timeout.
    actionTimeout: budget(30_000),
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_SWITCHES,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } }, testIgnore: /mobile\.spec\.ts/ },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: `PORT=${port} npx tsx scripts/serve.ts`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: budget(60_000),
  },
})
