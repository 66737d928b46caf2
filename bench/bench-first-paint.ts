// Part of `npm run bench`: when does each core task work, compared with the first paint?
// Chromium over CDP with a slow phone's network (150 ms round trip, 1.6 Mbit/s) and a 4×
// slower CPU; for each page, loads in a fresh context, medians. Each task is tried as soon
// as the page has painted, then again every 100 ms until it works: "= FCP" when the try made
// at the first paint worked in every load, else how long after it the task began to work.
// Every task should work from the first paint (its function is in the HTML); the end of
// hydration, read on untouched loads, is shown for comparison.
import type { Browser, Page } from '@playwright/test'

const RELAY = 'https://formsubmit.co/**'
const RETRY_MS = 100
const MOBILE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

interface Task {
  name: string
  viewport: typeof MOBILE
  applies: (page: Page) => Promise<boolean>
  /** Resolves true once the task has done its job, false if it did nothing this time. */
  attempt: (page: Page, relayed: () => number) => Promise<boolean>
}

const TASKS: Task[] = [
  {
    name: 'form submit',
    viewport: DESKTOP,
    applies: async (page) => (await page.locator('form#contact-form').count()) > 0,
    attempt: async (page, relayed) => {
      const form = page.locator('form#contact-form')
      await form.locator('[name="telephone"]').fill('06 12 34 56 78')
      await form.locator('[name="date_rappel"]').fill(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10))
      await form.locator('[name="heure_rappel"]').selectOption('10:00')
      await form.locator('button[type="submit"]').click({ noWaitAfter: true })
      return waitFor(() => relayed() > 0, 3000)
    },
  },
  {
    name: 'menu',
    viewport: MOBILE,
    applies: async () => true,
    attempt: async (page) => {
      await page.getByRole('button', { name: /menu/ }).click()
      return waitFor(() => page.getByRole('navigation', { name: 'Navigation mobile' }).isVisible(), 500)
    },
  },
  {
    name: 'submenu',
    viewport: DESKTOP,
    applies: async () => true,
    attempt: async (page) => {
      const nav = page.getByRole('navigation', { name: 'Navigation principale' })
      await nav.getByRole('link', { name: 'Nos Services', exact: true }).hover()
      return waitFor(() => nav.getByRole('link', { name: 'Lavage', exact: true }).isVisible(), 500)
    },
  },
  {
    name: 'hero link',
    viewport: DESKTOP,
    applies: async (page) => (await page.getByRole('button', { name: 'Planifier un Rappel' }).count()) > 0,
    attempt: async (page) => {
      await page.getByRole('button', { name: 'Planifier un Rappel' }).click()
      return waitFor(
        () =>
          page
            .locator('#contact-form')
            .isVisible()
            .then((visible) => visible && page.locator('#contact-form').evaluate((el) => el.getBoundingClientRect().top < innerHeight)),
        3000,
      )
    },
  },
]

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

/** A fresh context and page with the slow phone's network and CPU, overlays kept quiet
 *  (the cookie banner too, unless `keepBanner`). Also used by bench/touch-bench.ts. */
export async function throttledPage(browser: Browser, viewport: typeof MOBILE, { keepBanner = false } = {}) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.addInitScript((keepBanner) => {
    // The welcome popup and the cookie banner are not what is measured.
    if (!keepBanner) localStorage.setItem('cookie-consent', 'accepted')
    localStorage.setItem('art3f-popup-closed-v4', 'true')
    // When hydration ends (renderer/+client.ts sets data-hydrated), in page time.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hydrated) {
        ;(window as unknown as { hydratedAt: number }).hydratedAt = performance.now()
        observer.disconnect()
      }
      // The document, not <html>: an init script runs before <html> exists.
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
  }, keepBanner)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return { context, page }
}

interface Load {
  fcp: number
  /** Page time of the try that worked, null if none did. */
  worksFrom: number | null
  firstTry: boolean
}

/** One throttled load of `url`, the task tried from the first paint on. */
async function load(browser: Browser, url: string, task: Task): Promise<Load | null> {
  const { context, page } = await throttledPage(browser, task.viewport)
  try {
    let relayed = 0
    await page.route(RELAY, (route) => {
      relayed++
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":"true"}' })
    })
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
      polling: 20,
      timeout: 30_000,
    })
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime)
    if (!(await task.applies(page))) return null
    let worksFrom: number | null = null
    let tries = 0
    for (; tries < 60 && worksFrom === null; tries++) {
      const at = await page.evaluate(() => performance.now())
      if (await task.attempt(page, () => relayed).catch(() => false)) worksFrom = at
      else await page.waitForTimeout(RETRY_MS)
    }
    return { fcp, worksFrom, firstTry: worksFrom !== null && tries === 1 }
  } finally {
    await context.close()
  }
}

/** FCP and hydration end of an untouched throttled load. */
async function quietLoad(browser: Browser, url: string): Promise<{ fcp: number; hydrated: number }> {
  const { context, page } = await throttledPage(browser, DESKTOP)
  try {
    await page.goto(url)
    await page.waitForFunction(() => 'hydratedAt' in window, null, { polling: 50, timeout: 60_000 })
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      hydrated: (window as unknown as { hydratedAt: number }).hydratedAt,
    }))
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN
}

export async function firstPaintBench(browser: Browser, origin: string, pages: string[], runs: number): Promise<string[]> {
  const lines = [
    `Throttled loads (150 ms RTT, 1.6 Mbit/s, CPU 4×), ${runs} per page and task, medians in ms from navigation start; "works from" = first try that worked.`,
  ]
  lines.push(`page                    FCP  hydrated  ${TASKS.map((task) => task.name.padStart(12)).join('')}`)
  for (const path of pages) {
    const quiet: { fcp: number; hydrated: number }[] = []
    for (let run = 0; run < runs; run++) quiet.push(await quietLoad(browser, `${origin}${path}`))
    const cells: string[] = []
    for (const task of TASKS) {
      const loads: Load[] = []
      for (let run = 0; run < runs; run++) {
        const result = await load(browser, `${origin}${path}`, task)
        if (result) loads.push(result)
      }
      if (!loads.length) cells.push('—'.padStart(12))
      else if (loads.some((entry) => entry.worksFrom === null)) cells.push('never'.padStart(12))
      else if (loads.every((entry) => entry.firstTry)) cells.push('= FCP'.padStart(12))
      else cells.push(`FCP+${median(loads.map((entry) => (entry.worksFrom as number) - entry.fcp)).toFixed(0)}`.padStart(12))
    }
    lines.push(
      `${path.padEnd(22)} ${median(quiet.map((q) => q.fcp))
        .toFixed(0)
        .padStart(5)} ${median(quiet.map((q) => q.hydrated))
        .toFixed(0)
        .padStart(9)}  ${cells.join('')}`,
    )
  }
  return lines
}
