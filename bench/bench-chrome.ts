// The one Chromium of the benches (`npm run bench`, `npm run bench:hosts`, the touch bench
// on its own): Debian's build, headless, without the background traffic and updates that
// would run beside a measure. Lighthouse drives it through its debugging port; the throttled
// phone benches (bench/bench-first-paint.ts, bench/touch-bench.ts) drive the same
// browser through Playwright, connected over CDP.
import * as chromeLauncher from 'chrome-launcher'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM, CHROMIUM_SWITCHES } from '../tests/support/chromium.js'

const FLAGS = ['--headless=new', ...CHROMIUM_SWITCHES, '--disable-dev-shm-usage']

export interface BenchChrome {
  /** The debugging port, for Lighthouse. */
  port: number
  /** The same browser for Playwright (one connection, made on first use). */
  playwright: () => Promise<Browser>
  kill: () => Promise<void>
}

export async function launchBenchChrome(extraFlags: string[] = []): Promise<BenchChrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...FLAGS, ...extraFlags],
  })
  let browser: Promise<Browser> | undefined
  return {
    port: chrome.port,
    playwright: () => (browser ??= chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)),
    kill: async () => {
      await (await browser)?.close()
      chrome.kill()
    },
  }
}
