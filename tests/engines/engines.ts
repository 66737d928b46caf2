// The three engines of the smoke behind one small interface: Chromium and Firefox ESR through
// puppeteer-core (Chrome DevTools Protocol and WebDriver BiDi, Debian's own binaries), and
// WebKitGTK through WebKitWebDriver (./webdriver.ts). Each tab is a fresh profile (no stored
// consent), sized to the asked viewport, with the browser's background networking off and
// the relay's stand-in as its proxy (./relay.ts).
import fs from 'node:fs'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { CHROMIUM, CHROMIUM_SWITCHES } from '../support/chromium.js'
import { MINIBROWSER, startWebKitDriver, startXvfb, WebDriverSession } from './webdriver.js'

export type EngineName = 'chromium' | 'firefox' | 'webkit'

export interface Tab {
  /** The viewport the page actually has (WebKit's window cannot go below its toolbar's width). */
  viewport: { width: number; height: number }
  goto(url: string): Promise<void>
  /** Evaluates a JavaScript expression in the page (a promise is awaited). */
  run<T>(expression: string): Promise<T>
  click(css: string): Promise<void>
  type(css: string, text: string): Promise<void>
  screenshot(file: string): Promise<void>
  /** Console errors, uncaught exceptions and failed loads seen since the last call. */
  problems(): Promise<string[]>
  close(): Promise<void>
}

export interface Engine {
  name: EngineName
  open(viewport: { width: number; height: number }): Promise<Tab>
  stop(): Promise<void>
}

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/** Firefox's own traffic (updates, telemetry, safe browsing, captive portal, remote settings) off. */
const FIREFOX_PREFS: Record<string, unknown> = {
  'app.update.auto': false,
  'app.update.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'browser.safebrowsing.provider.mozilla.updateURL': '',
  'browser.search.update': false,
  'browser.region.update.enabled': false,
  'browser.region.network.url': '',
  'captivedetect.canonicalURL': '',
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.predictor.enabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
  'extensions.update.enabled': false,
  'extensions.getAddons.cache.enabled': false,
  // Remote settings: a refused loopback port (release builds read the pref only with
  // MOZ_REMOTE_SETTINGS_DEVTOOLS set, below).
  'services.settings.server': 'http://127.0.0.1:9/',
  'browser.newtabpage.enabled': false,
  'browser.startup.page': 0,
}

/** Records each element's load `error` event (a preload hint, a script, a stylesheet) in the page. */
const LOAD_ERROR_LISTENER = `
  window.__smokeLoadErrors = [];
  addEventListener('error', (event) => {
    const element = event.target;
    if (element instanceof HTMLLinkElement || element instanceof HTMLScriptElement)
      window.__smokeLoadErrors.push('error event: <' + element.localName + (element.rel ? ' rel=' + element.rel : '') + '> ' + (element.href || element.src));
  }, true);`
const LOAD_ERRORS = `(window.__smokeLoadErrors || []).splice(0)`

async function puppeteerEngine(name: 'chromium' | 'firefox', proxy: string): Promise<Engine> {
  const [host, port] = proxy.split(':')
  const browser: Browser =
    name === 'chromium'
      ? await puppeteer.launch({
          executablePath: CHROMIUM,
          headless: true,
          acceptInsecureCerts: true,
          args: [
            ...CHROMIUM_SWITCHES,
            '--disable-default-apps',
            '--disable-domain-reliability',
            '--disable-client-side-phishing-detection',
            '--disable-features=AutofillServerCommunication,OptimizationHints,MediaRouter,Translate,SafeBrowsing,InterestFeedContentSuggestions',
            '--no-pings',
            `--proxy-server=http://${proxy}`,
          ],
        })
      : await puppeteer.launch({
          browser: 'firefox',
          executablePath: FIREFOX,
          env: { ...process.env, MOZ_REMOTE_SETTINGS_DEVTOOLS: '1' },
          headless: true,
          acceptInsecureCerts: true,
          extraPrefsFirefox: {
            ...FIREFOX_PREFS,
            'network.proxy.type': 1,
            'network.proxy.http': host,
            'network.proxy.http_port': Number(port),
            'network.proxy.ssl': host,
            'network.proxy.ssl_port': Number(port),
          },
        })
  return {
    name,
    async open(viewport) {
      const context = await browser.createBrowserContext()
      const page: Page = await context.newPage()
      await page.setViewport(viewport)
      const seen: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warn') seen.push(`console ${message.type()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => seen.push(`exception: ${error instanceof Error ? error.message : String(error)}`))
      page.on('requestfailed', (request) => seen.push(`failed: ${request.url()} (${request.failure()?.errorText ?? '?'})`))
      page.on('response', (response) => {
        if (response.status() >= 400) seen.push(`HTTP ${response.status()}: ${response.url()}`)
      })
      // An `error` event on a <link> or <script> (a preload hint the browser gave up on) is
      // no failed request: neither CDP nor BiDi reports it. Listened to from the page's start.
      await page.evaluateOnNewDocument(LOAD_ERROR_LISTENER)
      return {
        viewport,
        goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
        run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
        click: (css) => page.click(css),
        type: (css, text) => page.type(css, text),
        screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
        problems: async () => [...seen.splice(0), ...((await page.evaluate(LOAD_ERRORS).catch(() => [])) as string[])],
        close: () => context.close(),
      }
    },
    stop: () => browser.close(),
  }
}

/**
 * WebKit reports console messages and exceptions to no client here (WebKitWebDriver has no
 * log or BiDi endpoint): a listener is set in each page once it has loaded, before the
 * islands hydrate (they wait for the first paint), and failed loads are read from the site
 * server's log by the smoke itself, as for every engine.
 */
const WEBKIT_LISTENER = `
  if (!window.__smokeProblems) {
    const problems = (window.__smokeProblems = []);
    const original = console.error.bind(console);
    console.error = (...args) => { problems.push('console error: ' + args.map(String).join(' ')); original(...args) };
    addEventListener('error', (event) => problems.push(event.message ? 'exception: ' + event.message : 'failed: ' + (event.target && (event.target.src || event.target.href))), true);
    addEventListener('unhandledrejection', (event) => problems.push('exception: ' + String(event.reason)));
    addEventListener('securitypolicyviolation', (event) => problems.push('CSP: ' + event.violatedDirective + ' ' + event.blockedURI));
  }`

async function webkitEngine(proxy: string): Promise<Engine> {
  if (!MINIBROWSER) throw new Error('MiniBrowser is missing: install webkit2gtk-driver')
  const xvfb = await startXvfb()
  const driver = await startWebKitDriver(xvfb.display)
  return {
    name: 'webkit',
    async open(viewport) {
      const session = await WebDriverSession.start(driver.url, {
        // MiniBrowser's own switches: WebKitWebDriver leaves the proxy capability unapplied.
        acceptInsecureCerts: true,
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: [
            '--automation',
            `--proxy=http://${proxy}`,
            '--ignore-tls-errors',
            '--enable-dns-prefetching=false',
            '--enable-hyperlink-auditing=false',
          ],
        },
      })
      // The window's size includes MiniBrowser's toolbar: grow it until the page has the asked height.
      await session.setWindowRect(viewport.width, viewport.height)
      const inner = async () => (await session.executeAsync('arguments[0]([innerWidth, innerHeight])')) as [number, number]
      let [width, height] = await inner()
      await session.setWindowRect(
        viewport.width + (viewport.width - width > 0 ? viewport.width - width : 0),
        viewport.height + (viewport.height - height),
      )
      ;[width, height] = await inner()
      const run = async <T>(expression: string) => {
        const answer = (await session.executeAsync(
          `const done = arguments[0]; Promise.resolve().then(() => (${expression})).then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }))`,
        )) as { value?: T; error?: string }
        if (answer.error) throw new Error(answer.error)
        return answer.value as T
      }
      return {
        viewport: { width, height },
        goto: async (url) => {
          await session.navigate(url)
          await run(`(() => { ${WEBKIT_LISTENER}; return true })()`)
        },
        run,
        click: async (css) => void (await session.click(css)),
        type: async (css, text) => void (await session.type(css, text)),
        screenshot: async (file) => fs.writeFileSync(file, await session.screenshot()),
        problems: () => run<string[]>('(window.__smokeProblems || []).splice(0)'),
        close: async () => void (await session.close()),
      }
    },
    stop: async () => {
      driver.stop()
      xvfb.stop()
    },
  }
}

export function startEngine(name: EngineName, proxy: string): Promise<Engine> {
  return name === 'webkit' ? webkitEngine(proxy) : puppeteerEngine(name, proxy)
}
