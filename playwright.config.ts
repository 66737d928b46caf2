import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM, CHROMIUM_SWITCHES } from './tests/support/chromium.js'

const port = Number(process.env.E2E_PORT ?? 4321)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // A stuck action fails with its locator named, not as a silent whole-test timeout.
    actionTimeout: 60_000,
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
    timeout: 30_000,
  },
})
