// Part of `npm run bench` (and of `tsx bench/bench-touch.ts [dist/client]` on its own): how fast
// does each interaction answer once the page is hydrated? Chromium over CDP with the throttled
// phone of bench/bench-first-paint.ts (150 ms round trip, 1.6 Mbit/s, CPU 4×); each load in
// a fresh context, then one tap, medians over the runs. Two figures per interaction:
// - longest event: the longest Event Timing entry of the tap (input to the next paint after
//   its handlers, as INP counts it; entries under 16 ms are not reported by the browser: 0);
// - tap → visible answer: from the tap's event time to the first animation frame in which
//   the answer is on screen (a menu laid out, a dialog open with its picture decoded, a notice
//   shown…), polled every frame inside the page.
// The tap comes 2 s after `<html data-hydrated>`, as a visitor's would: what the site loads at
// idle after hydration has had its chance. Printed, never asserted (targets: 100 ms / 250 ms).
import type { Browser, Locator, Page } from '@playwright/test'
import { throttledPage } from './bench-first-paint.js'

const MOBILE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
const SETTLE_MS = 2000
const RELAY = 'https://formsubmit.co/**'

interface Interaction {
  name: string
  path: string
  viewport: typeof MOBILE
  /** The cookie banner row needs no stored consent. */
  keepBanner?: boolean
  /** Gets the page ready (scroll, fill) without counting it. */
  prepare?: (page: Page) => Promise<void>
  /** The tap itself. */
  tap: (page: Page) => Promise<void>
  /** Runs in the page every frame: true once the answer is on screen. */
  answered: string
}

/** A click at the middle of the element, as a finger would tap it: not a Playwright action,
 *  whose own checks (a listener that hit-tests the target, more layouts) ran inside the tap
 *  being measured, about 10 ms of it on the throttled phone. */
async function tapOn(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`nothing to tap: ${locator}`)
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
  // What is on top there must be the element (the floating call button covers a corner).
  if (!(await locator.evaluate((element, [x, y]) => element.contains(document.elementFromPoint(x, y)), [x, y])))
    throw new Error(`something covers ${locator}`)
  await locator.page().mouse.click(x, y)
}

/** Brings the element to the middle of the viewport, clear of the fixed header and call button
 *  (at once: the site scrolls smoothly, and a box read mid-scroll is not where the element ends). */
const centre = (locator: Locator) => locator.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))

const shown = (selector: string) =>
  `(() => { const el = document.querySelector(${JSON.stringify(selector)}); if (!el || !el.checkVisibility()) return false; const box = el.getBoundingClientRect(); return box.width > 0 && box.height > 0 })()`

export const INTERACTIONS: Interaction[] = [
  {
    name: 'mobile menu opens',
    path: '/lyon',
    viewport: MOBILE,
    tap: (page) => tapOn(page.getByRole('button', { name: 'Ouvrir le menu' })),
    answered: shown('nav[aria-label="Navigation mobile"]'),
  },
  {
    name: '« Afficher les services » opens the submenu',
    path: '/lyon',
    viewport: DESKTOP,
    tap: (page) => tapOn(page.getByRole('button', { name: 'Afficher les services' })),
    answered: `(() => { const b = document.querySelector('button[aria-label="Afficher les services"]'); const list = b && document.getElementById(b.getAttribute('aria-controls')); return !!list && list.checkVisibility() && list.getBoundingClientRect().height > 0 })()`,
  },
  {
    name: '« Ouvrir le calendrier »',
    path: '/contact',
    viewport: MOBILE,
    prepare: (page) => centre(page.getByRole('button', { name: 'Ouvrir le calendrier' })),
    tap: (page) => tapOn(page.getByRole('button', { name: 'Ouvrir le calendrier' })),
    // The panel with the month's days in it.
    answered: `(() => { const b = document.querySelector('button[aria-label="Ouvrir le calendrier"]'); const panel = b && document.getElementById(b.getAttribute('aria-controls')); return !!panel && panel.checkVisibility() && panel.querySelectorAll('button').length > 20 })()`,
  },
  {
    name: 'choose a time slot',
    path: '/contact',
    viewport: MOBILE,
    prepare: (page) => centre(page.locator('select[name="heure_rappel"]')),
    tap: async (page) => void (await page.locator('select[name="heure_rappel"]').selectOption('10:00')),
    answered: `(() => { const s = document.querySelector('select[name="heure_rappel"]'); return !!s && s.value === '10:00' && s.selectedOptions[0]?.textContent === '10h00' })()`,
  },
  {
    name: 'form sent → « Message envoyé ! » (relay answering at once)',
    path: '/contact',
    viewport: MOBILE,
    prepare: async (page) => {
      const form = page.locator('form#contact-form')
      await form.locator('[name="telephone"]').fill('06 12 34 56 78')
      await form.locator('[name="date_rappel"]').fill(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10))
      await form.locator('[name="heure_rappel"]').selectOption('10:00')
      await centre(form.locator('button[type="submit"]'))
    },
    tap: (page) => tapOn(page.locator('form#contact-form button[type="submit"]')),
    // The notice speaks in the form's live region (a walk over every element of the page,
    // each frame, cost 20–40 ms a frame). The no-break space before « ! » reads as a space.
    answered: `[...document.querySelectorAll('[role="status"] p')].some((el) => el.textContent.replace(/\\s+/g, ' ').trim() === 'Message envoyé !' && el.checkVisibility())`,
  },
  {
    name: '« Accepter tous les cookies »',
    path: '/lyon',
    viewport: MOBILE,
    keepBanner: true,
    prepare: (page) => page.getByRole('button', { name: 'Accepter tous les cookies' }).waitFor(),
    tap: (page) => tapOn(page.getByRole('button', { name: 'Accepter tous les cookies' })),
    answered: `!document.getElementById('cookie-banner-title')?.checkVisibility()`,
  },
  {
    name: 'the salon poster opens large',
    path: '/',
    viewport: MOBILE,
    prepare: (page) => centre(page.getByRole('button', { name: 'Agrandir l’affiche' })),
    tap: (page) => tapOn(page.getByRole('button', { name: 'Agrandir l’affiche' })),
    // The dialog open, its picture loaded and laid out.
    answered: `[...document.querySelectorAll('dialog[open] img, [role="dialog"] img')].some((img) => img.complete && img.naturalWidth > 0 && img.checkVisibility() && img.getBoundingClientRect().height > 100)`,
  },
]

interface Measure {
  longestEvent: number
  answer: number
}

async function once(browser: Browser, origin: string, interaction: Interaction): Promise<Measure> {
  const { context, page } = await throttledPage(browser, interaction.viewport, { keepBanner: interaction.keepBanner })
  try {
    await page.route(RELAY, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":"true"}' }))
    await page.addInitScript(`
      window.touchEvents = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.touchEvents.push({ start: entry.startTime, duration: entry.duration })
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 })
    `)
    await page.goto(`${origin}${interaction.path}`)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { polling: 50, timeout: 60_000 })
    await page.waitForTimeout(SETTLE_MS)
    await interaction.prepare?.(page)
    await page.waitForTimeout(300)
    // The watcher: the tap's time (its first pointer or input event), then the first frame
    // in which the answer is on screen. It must not add work to the frames it watches: the
    // answer is looked for only in a frame after something changed (the DOM, a popover, a
    // picture loaded), never once per frame over an unchanged page.
    // (A string: functions tsx compiles carry helpers the page does not have.)
    await page.evaluate(`(() => {
      let changed = false
      const touched = () => { changed = true }
      const observer = new MutationObserver(touched)
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
      const mark = (event) => { if (window.tapAt === undefined) window.tapAt = event.timeStamp; changed = true }
      for (const type of ['pointerdown', 'mousedown', 'input', 'change', 'click']) document.addEventListener(type, mark, { capture: true, once: true })
      for (const type of ['toggle', 'load']) document.addEventListener(type, touched, { capture: true })
      const frame = () => {
        if (window.tapAt !== undefined && changed) {
          changed = false
          if (${interaction.answered}) {
            window.answeredAt = performance.now()
            observer.disconnect()
            return
          }
        }
        requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })()`)
    await interaction.tap(page)
    await page.waitForFunction(() => 'answeredAt' in window, null, { polling: 50, timeout: 20_000 })
    await page.waitForTimeout(300)
    return await page.evaluate(() => {
      const w = window as unknown as { tapAt: number; answeredAt: number; touchEvents: { start: number; duration: number }[] }
      const events = w.touchEvents.filter((entry) => entry.start >= w.tapAt - 50)
      return { longestEvent: Math.max(0, ...events.map((entry) => entry.duration)), answer: w.answeredAt - w.tapAt }
    })
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The table's lines, for the site served at `origin`. */
export async function touchBench(browser: Browser, origin: string, runs: number): Promise<string[]> {
  const lines = [
    `Taps after hydration (+${SETTLE_MS / 1000} s), throttled phone (150 ms RTT, 1.6 Mbit/s, CPU 4×), ${runs} loads each, medians in ms. Targets: 100 / 250.`,
    '| interaction | page | longest event (ms) | tap → visible answer (ms) |',
    '|---|---|---|---|',
  ]
  // BENCH_TOUCH_ONLY=poster: the interactions whose name contains it.
  const only = process.env.BENCH_TOUCH_ONLY
  for (const interaction of INTERACTIONS.filter((entry) => !only || entry.name.includes(only))) {
    const measures: Measure[] = []
    let failed = 0
    for (let run = 0; run < runs; run++) {
      // A run whose answer never came (20 s) is counted and reported, not measured.
      const measure = await once(browser, origin, interaction).catch((error: Error) => {
        console.error(`${interaction.name}: ${error.message.split('\n')[0]}`)
        return null
      })
      if (measure) measures.push(measure)
      else failed++
    }
    const cell = (values: number[]) =>
      (values.length ? median(values).toFixed(0) : '—') + (failed ? ` (${failed} of ${runs} never answered)` : '')
    lines.push(
      `| ${interaction.name} | ${interaction.path} | ${cell(measures.map((m) => m.longestEvent))} | ${cell(measures.map((m) => m.answer))} |`,
    )
    process.stderr.write('.')
  }
  return lines
}
