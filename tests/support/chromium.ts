// Debian's Chromium as every browser of the tests and benches starts it: the Playwright
// suite (playwright.config.ts), the engine smoke (tests/engines/engines.ts) and the benches
// (bench/bench-chrome.ts). Playwright's own browser downloads cannot work here.
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** No sandbox (containers, root), no GPU, and none of the browser's own traffic beside a test. */
export const CHROMIUM_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
