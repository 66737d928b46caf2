// Every core task works from the first paint: with JavaScript off, and with JavaScript on
// but every script of the site blocked (a proxy, a content blocker, a failed download).
// Desktop and 390 px. The relay is unreachable here: its endpoint is intercepted.
import type { Page, Request } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { CALLBACK_FIELDS } from '../../lib/browser/callback-request.js'
import { upcomingSalons } from '../../lib/browser/salons.js'
import type { Salon } from '../../schemas/content-types.js'
import { expect, quietOverlays, siteContent, test, type ConsoleLog } from './fixtures.js'

const RELAY_FORM = 'https://formsubmit.co/atelier@example.com'
const SITE_URL = siteContent<{ url: string }>('site.json').url
const SERVICES = ['Restauration', 'Lavage', 'Conservation', 'Expertise', 'Achat et vente']
const ENTERED = { telephone: '06 12 34 56 78', email: 'client@example.org', date: '2026-12-03', time: '14:30' }

type Mode = 'JavaScript off' | 'scripts blocked'
const MODES: Mode[] = ['JavaScript off', 'scripts blocked']
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, '390 px': { width: 390, height: 844 } }

/** Blocks every script the site serves; the inline loader's failed import is expected. */
async function blockScripts(page: Page, consoleLog: ConsoleLog, baseURL: string) {
  consoleLog.allow(/Failed to load resource|Failed to fetch dynamically imported module|error loading dynamically imported module/)
  await page.route('**/*', async (route) => {
    const request = route.request()
    if (request.resourceType() === 'script' && new URL(request.url()).origin === new URL(baseURL).origin) return route.abort()
    return route.fallback()
  })
}

/** Site pages, as the visitor's browser would request them, never carry what was entered. */
function watchOwnOrigin(page: Page, baseURL: string): Request[] {
  const own: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin === new URL(baseURL).origin) own.push(request)
  })
  return own
}

function carried(request: Request): string {
  return `${decodeURIComponent(request.url())} ${request.postDataBuffer()?.toString('utf8') ?? ''}`
}

function multipart(request: Request): Record<string, string> {
  const boundary = /boundary=(.+)$/.exec(request.headers()['content-type'] ?? '')?.[1]
  expect(boundary, 'multipart boundary').toBeTruthy()
  const result: Record<string, string> = {}
  for (const part of request.postDataBuffer()!.toString('utf8').split(`--${boundary}`)) {
    const name = /name="([^"]+)"/.exec(part)?.[1]
    if (name) result[name] = part.split('\r\n\r\n').slice(1).join('\r\n\r\n').replace(/\r\n$/, '')
  }
  return result
}

for (const mode of MODES) {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${mode}, ${viewportName}`, () => {
      test.use({ viewport, javaScriptEnabled: mode !== 'JavaScript off' })

      test.beforeEach(async ({ page, consoleLog, baseURL }) => {
        await quietOverlays(page)
        if (mode === 'scripts blocked') await blockScripts(page, consoleLog, baseURL!)
      })

      for (const route of ['/', '/contact']) {
        test(`${route}: the form posts once to the relay, which brings the visitor to the confirmation page`, async ({
          page,
          baseURL,
          consoleLog,
        }) => {
          // The test's own init script (quietOverlays) meets the stand-in canonical origin.
          consoleLog.allow(/Failed to read the 'localStorage' property/)
          const relayed: Request[] = []
          await page.route(RELAY_FORM, async (relay) => {
            relayed.push(relay.request())
            // What the relay does: a redirect to _next.
            await relay.fulfill({ status: 303, headers: { location: multipart(relay.request())._next } })
          })
          // The canonical site is this build, served locally.
          // A picture may still be loading when the test ends and closes the page: its
          // request, disposed of with the page, is not the test's failure.
          await page.route(`${SITE_URL}/**`, async (site) => {
            try {
              await site.fulfill({ response: await site.fetch({ url: site.request().url().replace(SITE_URL, baseURL!) }) })
            } catch (error) {
              if (!page.isClosed() && !/has been (disposed|closed)/.test(String(error))) throw error
            }
          })
          const own = watchOwnOrigin(page, baseURL!)

          await page.goto(route)
          const form = page.locator('form#contact-form')
          await form.getByLabel('Téléphone').fill(ENTERED.telephone)
          await form.getByLabel('Email').fill(ENTERED.email)
          await form.getByLabel('Date de rappel').fill(ENTERED.date)
          await form.getByLabel('Heure de rappel').selectOption(ENTERED.time)
          await form.getByRole('button', { name: 'Être rappelé gratuitement' }).click()

          await expect(page).toHaveURL(`${SITE_URL}/merci`)
          await expect(page.getByRole('heading', { level: 1, name: 'Message envoyé !' })).toBeVisible()
          await expect(page.getByText('Nous vous rappellerons dans les plus brefs délais.')).toBeVisible()
          await expect(page.getByRole('link', { name: 'Retour à l’accueil', exact: true })).toHaveAttribute('href', '/')

          expect(relayed).toHaveLength(1)
          expect(relayed[0].method()).toBe('POST')
          const body = multipart(relayed[0])
          expect(Object.keys(body).sort()).toEqual([...CALLBACK_FIELDS, '_subject', '_captcha', '_template', '_next', '_honey'].sort())
          expect(body).toMatchObject({
            telephone: ENTERED.telephone,
            email: ENTERED.email,
            date_rappel: ENTERED.date,
            heure_rappel: ENTERED.time,
            type_tapis: '',
            message: '',
            _subject: 'Nouvelle demande de rappel - Maison Hérat',
            _captcha: 'false',
            _template: 'table',
            _next: `${SITE_URL}/merci`,
            _honey: '',
          })
          for (const request of own) {
            for (const value of [ENTERED.telephone, ENTERED.telephone.replace(/ /g, '+'), ENTERED.email, ENTERED.date])
              expect(carried(request), request.url()).not.toContain(value)
          }
        })
      }

      test('the form needs the phone, the date and the time before it is sent', async ({ page }) => {
        let posted = 0
        await page.route(RELAY_FORM, async (relay) => {
          posted++
          await relay.abort()
        })
        await page.goto('/contact')
        const form = page.locator('form#contact-form')
        await form.getByRole('button', { name: 'Être rappelé gratuitement' }).click()
        expect(await form.getByLabel('Téléphone').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
        // No window is written into the HTML: a page built weeks ago must accept the dates of today.
        await expect(form.getByLabel('Date de rappel')).not.toHaveAttribute('min', /.*/)
        await expect(form.getByLabel('Date de rappel')).not.toHaveAttribute('max', /.*/)
        expect(posted).toBe(0)
      })

      // One load of / for both: the salons are read without scrolling, then the hero link is followed.
      test('the salons of the build day are listed, and the poster opens large; the hero link brings the form into view', async ({
        page,
        request,
      }) => {
        await page.goto('/')
        const salons = page.locator('#salons')
        // The day the page was built (in its islands' data), not the wall clock's: a page built
        // before midnight and read after must still match.
        const data = JSON.parse((await page.locator('#islands-data').textContent()) ?? '{}') as {
          islands: { name: string; props: { salons?: { builtOn: string } } }[]
        }
        const [year, month, day] = data.islands
          .find((island) => island.name === 'salons')!
          .props.salons!.builtOn.split('-')
          .map(Number)
        const built = upcomingSalons(siteContentSalons(), new Date(year, month - 1, day))
        if (built.length) {
          await expect(salons.locator('li').first()).toContainText(built[0].city)
          await expect(salons.locator('li').first()).toContainText('PROCHAIN')
        } else {
          await expect(salons).toContainText(siteContent<{ salons: { emptyText: string } }>('home.json').salons.emptyText)
        }
        const poster = salons.getByRole('button', { name: 'Agrandir l’affiche' })
        const href = await poster.getAttribute('href')
        // The widest rendition of the picture the link shows.
        const srcset = await poster.locator('source[type="image/webp"]').getAttribute('srcset')
        expect(href).toBe(srcset!.split(', ').at(-1)!.split(' ')[0])
        expect((await request.get(href!)).headers()['content-type']).toBe('image/webp')

        await test.step('the hero link brings the form into view', async () => {
          await expect(page.locator('#contact-form')).not.toBeInViewport()
          await page.getByRole('button', { name: 'Planifier un Rappel' }).click()
          await expect(page).toHaveURL(/#contact-form$/)
          await expect(page.locator('#contact-form')).toBeInViewport()
        })
      })

      if (viewportName === 'desktop') {
        test('the services submenu opens by hover and by keyboard focus', async ({ page }) => {
          await page.goto('/a-propos')
          const nav = page.getByRole('navigation', { name: 'Navigation principale' })
          const lavage = nav.getByRole('link', { name: 'Lavage' })
          await expect(lavage).toBeHidden()
          await nav.getByRole('link', { name: 'Nos Services' }).hover()
          await expect(lavage).toBeVisible()
          await page.mouse.move(10, 600)
          await expect(lavage).toBeHidden()

          await nav.getByRole('link', { name: "Zones d'intervention" }).focus()
          await page.keyboard.press('Shift+Tab')
          await expect(nav.getByRole('link', { name: 'Nos Services' })).toBeFocused()
          await expect(lavage).toBeVisible()
          await page.keyboard.press('Tab')
          await expect(nav.getByRole('link', { name: 'Restauration' })).toBeFocused()
          await page.keyboard.press('Enter')
          await expect(page).toHaveURL(/\/services\/restauration-tapis$/)
        })
      } else {
        test('the mobile menu opens, closes, and leads to the five service pages', async ({ page }) => {
          await page.goto('/lyon')
          const toggle = page.getByRole('button', { name: 'Ouvrir le menu' })
          const panel = page.getByRole('navigation', { name: 'Navigation mobile' })
          await toggle.click()
          await expect(panel).toBeVisible()
          await page.getByRole('button', { name: /menu/ }).click()
          await expect(panel).toBeHidden()
          for (const name of SERVICES) {
            await page.getByRole('button', { name: /menu/ }).click()
            await panel.getByRole('link', { name, exact: true }).click()
            await expect(page).toHaveURL(/\/services\/[a-z-]+-tapis$/)
            await expect(page.getByRole('navigation', { name: 'Navigation mobile' })).toBeHidden()
          }
        })
      }
    })
  }
}

function siteContentSalons(): Salon[] {
  const dir = path.resolve('content/salons')
  return fs.readdirSync(dir).map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Salon)
}
