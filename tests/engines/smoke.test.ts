// The engine smoke: the built site (dist/client, served with its production headers by
// scripts/serve.ts) in Chromium, Firefox ESR and WebKitGTK, at 1366×900 and 390×844, as a
// first-time visitor meets it: every page type loads and hydrates with no console error,
// exception, failed load or `error` event on a preload hint; the cookie card; both menus; the poster dialog; the call-back form
// sent to the relay's stand-in (./relay.ts), refused without a telephone, then with success
// and with failure; one calendar button; nothing tappable under what floats. Screenshots of /
// and /contact go to test-results/engines/. Run by `npm run test:engines` (node:test), after
// the build. ENGINES=firefox,webkit runs some engines only.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import sharp from 'sharp'
import { createStaticServer } from '../../lib/node/static-server.js'
import { budget } from '../support/budget.js'
import { NOT_FOUND, PAGE_TYPES } from '../support/page-types.js'
import { coveredControlsScript, type Covered } from './covered.js'
import { startEngine, type Engine, type EngineName, type Tab } from './engines.js'
import { startRelay, type Relay } from './relay.js'

const ENGINES = (process.env.ENGINES ?? 'chromium,firefox,webkit').split(',') as EngineName[]
const SCREENS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]
const SHOTS = path.resolve('test-results/engines')
const TIMINGS = path.join(SHOTS, 'timings.json')

let relay: Relay
let base = ''
const failedLoads: string[] = []
let stopServer = () => undefined as unknown

before(async () => {
  relay = await startRelay()
  const server = createStaticServer()
  server.on('request', (request, response) =>
    response.on('finish', () => {
      if (response.statusCode >= 400) failedLoads.push(`HTTP ${response.statusCode}: ${request.url}`)
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  stopServer = () => server.close()
  fs.mkdirSync(SHOTS, { recursive: true })
})

after(async () => {
  stopServer()
  await relay.stop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Polls `expression` in the page until it is truthy. A poll that throws is asked again: while
 * the navigation waited for replaces the page, the old page cannot answer (Chromium: « Execution
 * context was destroyed »). The last such error is named if the time runs out.
 */
async function until(tab: Tab, expression: string, what: string, ms = budget(20_000)): Promise<void> {
  let lastError: unknown
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    try {
      if (await tab.run<boolean>(`!!(${expression})`)) return
    } catch (error) {
      lastError = error
    }
    await sleep(100)
  }
  throw new Error(`timed out after ${ms / 1000} s waiting for ${what}${lastError ? ` (last error: ${(lastError as Error).message})` : ''}`)
}

async function open(tab: Tab, route: string): Promise<void> {
  // The form fetches its calendar's code once the browser is idle: let it finish first.
  if (await tab.run<boolean>(`!!document.getElementById('contact-form')`)) await settle(tab)
  await tab.goto(base + route)
  await until(tab, `document.documentElement.dataset.hydrated === 'true'`, `${route} to hydrate`)
}

/**
 * Waits until the page has fetched nothing new for half a second: leaving a page while its
 * idle-time chunks are still loading makes Firefox report the aborted import() as an
 * uncaught error of the page being left.
 */
async function settle(tab: Tab): Promise<void> {
  let seen = -1
  for (const deadline = Date.now() + budget(10_000); Date.now() < deadline;) {
    const count = await tab.run<number>(`performance.getEntriesByType('resource').length`)
    if (count === seen) return
    seen = count
    await sleep(500)
  }
}

/** Marks the element `finder` (an expression) returns, so the driver can click it like a visitor. */
async function mark(tab: Tab, finder: string, what: string): Promise<string> {
  const found = await tab.run<boolean>(
    `(() => { document.querySelectorAll('[data-smoke]').forEach((e) => e.removeAttribute('data-smoke')); const e = ${finder}; if (!e) return false; e.setAttribute('data-smoke', ''); e.scrollIntoView({ block: 'center', behavior: 'instant' }); return true })()`,
  )
  assert.ok(found, `${what} not found`)
  return '[data-smoke]'
}

const byText = (selector: string, text: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].find((e) => e.textContent.trim() === ${JSON.stringify(text)} && e.getClientRects().length > 0)`

/** Problems since the last look: the engine's own reports and the site server's failed answers. */
async function problems(tab: Tab, allow: RegExp[] = []): Promise<string[]> {
  const all = [...(await tab.problems()), ...failedLoads.splice(0)]
  return all.filter((problem) => !allow.some((pattern) => pattern.test(problem)))
}

/** Sets a form control's value as a choice would, through the native setter React listens behind. */
const setValue = (name: string, value: string) => `(() => {
  const control = document.querySelector('#contact-form [name="${name}"]');
  const proto = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value').set.call(control, ${value});
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
  return control.value })()`

async function fillForm(tab: Tab): Promise<void> {
  await tab.type('#contact-form [name="telephone"]', '06 12 34 56 78')
  await tab.type('#contact-form [name="email"]', 'client@example.org')
  // The day after the first day of the window the page computed: every slot of it is still
  // ahead in Paris whatever the hour the suite runs (today's 09:00 is refused after 09:00).
  await tab.run(
    setValue(
      'date_rappel',
      `(() => { const day = new Date(document.querySelector('#contact-form [name="date_rappel"]').min + 'T12:00:00Z'); day.setUTCDate(day.getUTCDate() + 1); return day.toISOString().slice(0, 10) })()`,
    ),
  )
  for (const name of ['heure_rappel', 'type_tapis', 'probleme', 'service'])
    await tab.run(
      setValue(name, `[...document.querySelector('#contact-form [name="${name}"]').options].find((o) => o.value && !o.disabled).value`),
    )
  await tab.type('#contact-form [name="message"]', 'Tapis de 2 m sur 3, franges arrachées.')
}

/** The page shows `text` (French typography: its spaces may be non-breaking ones). */
const shows = (text: string) => `document.body.innerText.replace(/[\\u00a0\\u202f]/g, ' ').includes(${JSON.stringify(text)})`

const submit = (tab: Tab) =>
  mark(tab, `document.querySelector('#contact-form button[type="submit"]')`, 'the submit button').then((css) => tab.click(css))

interface Timing {
  engine: EngineName
  width: number
  route: string
  paintToHydrated: number
}
const timings: Timing[] = []

for (const engineName of ENGINES) {
  describe(engineName, () => {
    let engine: Engine
    before(async () => {
      relay.strangers.length = 0
      engine = await startEngine(engineName, relay.proxy)
    })
    after(async () => {
      await engine?.stop()
      const earlier = fs.existsSync(TIMINGS)
        ? (JSON.parse(fs.readFileSync(TIMINGS, 'utf8')) as Timing[]).filter((t) => t.engine !== engineName)
        : []
      fs.writeFileSync(TIMINGS, JSON.stringify([...earlier, ...timings.filter((t) => t.engine === engineName)], null, 1))
    })

    for (const screen of SCREENS) {
      const label = `${screen.width}×${screen.height}`
      describe(label, () => {
        let tab: Tab
        before(async () => {
          tab = await engine.open(screen)
        })
        after(() => tab?.close())

        test('every page type loads and hydrates with no console error, exception or failed load', async () => {
          // One route per page type, the 404 last: it logs its path on purpose.
          for (const route of [...PAGE_TYPES, NOT_FOUND]) {
            await open(tab, route)
            const timing = await tab.run<[number, number]>(
              `[performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1, performance.getEntriesByName('hydrated')[0]?.startTime ?? -1]`,
            )
            if (timing[0] >= 0 && timing[1] >= 0)
              timings.push({ engine: engineName, width: screen.width, route, paintToHydrated: Math.round(timing[1] - timing[0]) })
            if (route === '/' || route === '/contact')
              await tab.screenshot(path.join(SHOTS, `${engineName}-${screen.width}-${route === '/' ? 'home' : 'contact'}.png`))
            const allow = route === NOT_FOUND ? [/404/] : []
            assert.deepEqual(await problems(tab, allow), [], `${route} in ${engineName} at ${label}`)
          }
        })

        test('the cookie card: within a quarter of the screen, over no heading, gone once declined', async () => {
          await open(tab, '/')
          await until(tab, `document.querySelector('[aria-labelledby="cookie-banner-title"]')`, 'the cookie card')
          const card = await tab.run<{ height: number; overHeading: string[] }>(`(() => {
            const card = document.querySelector('[aria-labelledby="cookie-banner-title"]').getBoundingClientRect();
            const overHeading = [...document.querySelectorAll('main h1, main h2')].filter((h) => {
              const box = h.getBoundingClientRect();
              return box.top < innerHeight && box.bottom > card.top && box.top < card.bottom && box.right > card.left && box.left < card.right;
            }).map((h) => h.textContent.trim());
            return { height: card.height, overHeading } })()`)
          assert.ok(card.height <= tab.viewport.height / 4, `card ${card.height} px high`)
          assert.deepEqual(card.overHeading, [])
          await tab.click(
            await mark(tab, byText('[aria-labelledby="cookie-banner-title"] button', 'Refuser les cookies non essentiels'), 'Refuser'),
          )
          await until(tab, `!document.querySelector('[aria-labelledby="cookie-banner-title"]')`, 'the card to go')
          assert.equal(await tab.run(`localStorage.getItem('cookie-consent')`), 'declined')
          await open(tab, '/')
          assert.equal(await tab.run(`!!document.querySelector('[aria-labelledby="cookie-banner-title"]')`), false)
          assert.deepEqual(await problems(tab), [])
        })

        test('the menus: the phone menu, or the desktop submenu', async () => {
          await open(tab, '/')
          await settle(tab)
          if (screen.width < 1024) {
            await tab.click(await mark(tab, `document.querySelector('header button[popovertarget]')`, 'the menu button'))
            await until(tab, `document.querySelector('header nav[popover]').matches(':popover-open')`, 'the menu to open')
            await tab.click(await mark(tab, byText('header nav[popover] a', 'Contact'), 'Contact in the menu'))
            await until(tab, `location.pathname === '/contact' && document.documentElement.dataset.hydrated === 'true'`, '/contact')
          } else {
            await tab.click(
              await mark(tab, `document.querySelector('header nav:not([popover]) button[aria-controls]')`, 'the services toggle'),
            )
            await until(
              tab,
              `document.querySelector('header nav:not([popover]) button[aria-controls]').getAttribute('aria-expanded') === 'true'`,
              'the submenu to open',
            )
            await tab.click(
              await mark(
                tab,
                `[...document.querySelectorAll('header nav:not([popover]) ul ul a')].find((a) => a.getAttribute('href') === '/services/lavage-tapis')`,
                'the washing entry',
              ),
            )
            await until(
              tab,
              `location.pathname === '/services/lavage-tapis' && document.documentElement.dataset.hydrated === 'true'`,
              'the washing page',
            )
          }
          assert.deepEqual(await problems(tab), [])
        })

        test('the poster opens in a dialog, larger than its thumbnail', async () => {
          await open(tab, '/')
          const thumbnail = await tab.run<number>(`document.querySelector('[aria-haspopup="dialog"] img').getBoundingClientRect().width`)
          await tab.click(await mark(tab, `document.querySelector('[aria-haspopup="dialog"]')`, 'the poster'))
          await until(
            tab,
            `document.querySelector('dialog[open] img') && document.querySelector('dialog[open] img').complete && document.querySelector('dialog[open] img').getBoundingClientRect().width > 0`,
            'the dialog',
          )
          const large = await tab.run<number>(`document.querySelector('dialog[open] img').getBoundingClientRect().width`)
          assert.ok(large > thumbnail, `enlarged ${large} px, thumbnail ${thumbnail} px`)
          await tab.click(await mark(tab, `document.querySelector('dialog[open] button[aria-label]')`, 'the close button'))
          await until(tab, `!document.querySelector('dialog[open]')`, 'the dialog to close')
          assert.deepEqual(await problems(tab), [])
        })

        test('the call-back form: telephone required, then sent with success, then refused (mailto offered, values kept), one request each', async () => {
          await open(tab, '/contact')
          // One calendar button: ours, the engine's own hidden or lying under it.
          const calendar = await tab.run<{ ours: number; nativeShown: boolean }>(`(() => {
            const input = document.querySelector('#contact-form [name="date_rappel"]');
            const ours = document.querySelectorAll('#contact-form button[aria-label="Ouvrir le calendrier"]').length;
            input.scrollIntoView({ block: 'center', behavior: 'instant' });
            const box = input.getBoundingClientRect();
            const style = getComputedStyle(input);
            const end = box.right - parseFloat(style.borderRightWidth) - 8;
            const hit = document.elementFromPoint(end, box.top + box.height / 2);
            const webkit = getComputedStyle(input, '::-webkit-calendar-picker-indicator').display;
            return { ours, nativeShown: webkit !== 'none' && !(hit && hit.closest('button[aria-label="Ouvrir le calendrier"]')) } })()`)
          assert.deepEqual(calendar, { ours: 1, nativeShown: false })
          // The empty field shows no greyed date (Chromium and WebKit; Firefox's « jj/mm/aaaa »
          // style hint is a placeholder): the text part of its screenshot is one colour.
          // The field's box and the screenshot must be of the same moment: a late scroll (the
          // page settling after hydration) once moved the field between the two, and the check
          // then read the page's background. So measure, shoot, measure again, until both agree.
          const measure = (scroll: boolean) =>
            tab.run<{ left: number; top: number; width: number; height: number; webkitFields: boolean }>(`(() => {
            const input = document.querySelector('#contact-form [name="date_rappel"]');
            document.activeElement && document.activeElement.blur && document.activeElement.blur();
            if (${scroll}) input.scrollIntoView({ block: 'center', behavior: 'instant' });
            const box = input.getBoundingClientRect();
            return { left: Math.round(box.left + 4), top: Math.round(box.top + 4), width: Math.round(box.width - 48), height: Math.round(box.height - 8), webkitFields: CSS.supports('selector(::-webkit-datetime-edit)') } })()`)
          let field = await measure(true)
          const shot = path.join(SHOTS, `${engineName}-${screen.width}-empty-date.png`)
          for (let attempt = 0; field.webkitFields; attempt++) {
            await sleep(300)
            await tab.screenshot(shot)
            const after = await measure(false)
            if (after.top === field.top && after.left === field.left) break
            assert.ok(attempt < 5, 'the date field kept moving')
            field = after
          }
          if (field.webkitFields) {
            const { data } = await sharp(shot)
              .extract({ left: field.left, top: field.top, width: field.width, height: field.height })
              .greyscale()
              .raw()
              .toBuffer({ resolveWithObject: true })
            const shades = [...data]
            assert.ok(
              Math.max(...shades) - Math.min(...shades) < 24,
              `the empty date field shows something (grey levels ${Math.min(...shades)} to ${Math.max(...shades)})`,
            )
          }

          relay.requests.length = 0
          await submit(tab)
          // The form has answered the click: the telephone is marked, and nothing was sent.
          await until(
            tab,
            `document.querySelector('#contact-form [name="telephone"]').getAttribute('aria-invalid') === 'true'`,
            'the telephone to be marked',
          )
          assert.equal(relay.requests.length, 0, 'nothing sent without a telephone')
          assert.equal(await tab.run(`document.querySelector('#contact-form [name="telephone"]').validity.valueMissing`), true)

          relay.answer = 'success'
          await fillForm(tab)
          await submit(tab)
          await until(tab, shows('Message envoyé !'), 'the success notice')
          assert.equal(relay.requests.length, 1, 'one request')
          assert.match(relay.requests[0]!.contentType, /^multipart\/form-data/)
          assert.match(relay.requests[0]!.body, /name="telephone"\r\n\r\n06 12 34 56 78/)
          // The notice and the cleared form are two renders: an engine may paint the first alone.
          await until(
            tab,
            `document.querySelector('#contact-form [name="telephone"]').value === ''`,
            'the form to be cleared',
            budget(5_000),
          )

          relay.requests.length = 0
          relay.answer = 'failure'
          await fillForm(tab)
          await submit(tab)
          await until(tab, shows('Une erreur est survenue. Veuillez réessayer.'), 'the failure notice')
          assert.equal(relay.requests.length, 1, 'one request')
          const kept = await tab.run<{ telephone: string; message: string; mailto: boolean }>(`({
            telephone: document.querySelector('#contact-form [name="telephone"]').value,
            message: document.querySelector('#contact-form [name="message"]').value,
            mailto: [...document.querySelectorAll('a[href^="mailto:"]')].some((a) => a.getClientRects().length > 0 && a.closest('#contact-form, [role="alert"], [role="status"]')),
          })`)
          assert.deepEqual(kept, { telephone: '06 12 34 56 78', message: 'Tapis de 2 m sur 3, franges arrachées.', mailto: true })
          assert.deepEqual(await problems(tab), [])
        })

        if (screen.width < 1024)
          test('nothing tappable lies under the header, the cookie card or the call button', async () => {
            await tab.run(`localStorage.clear()`)
            for (const route of ['/', '/contact']) {
              await open(tab, route)
              assert.deepEqual(await tab.run<Covered[]>(coveredControlsScript('screen')), [], `${route}, first screen`)
              if (route === '/contact') assert.deepEqual(await tab.run<Covered[]>(coveredControlsScript('form')), [], `${route}, the form`)
            }
          })
      })
    }

    // Debian's Chromium still calls Google (component updates, account checks: update.googleapis.com,
    // accounts.google.com…) whatever its switches; the proxy refuses those calls. Firefox's
    // prefs and WebKit's settings do silence theirs.
    if (engineName !== 'chromium')
      test('no background traffic: the proxy saw no host but the relay', () => {
        assert.deepEqual(relay.strangers, [])
      })
  })
}
