// The built site on the servers it runs on: Cloudflare Pages' own engine (`wrangler pages
// dev`, serving the deploy's upload folder) and nginx with deploy/nginx.conf over https. The
// same checks on both: every sitemap URL and internal link answers 200 with no redirect, the
// other spellings of a page redirect to it, headers, the 404 page, and a browser using every
// widget with zero CSP violation (three tests: the widgets of /, every page type, the admin).
// Then what only nginx does: its https redirect, the build's Brotli and gzip copies (the
// admin's included), byte ranges.
import zlib from 'node:zlib'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { NOT_FOUND, PAGE_TYPES } from '../support/page-types.js'
import { builtRoutes } from './fixtures.js'
import { expect, test, testOn } from './host-fixtures.js'
import { request } from './hosts.js'

const SITE_URL = (JSON.parse(fs.readFileSync('content/site.json', 'utf8')) as { url: string }).url

for (const name of ['nginx', 'wrangler'] as const) {
  test.describe(name, () => {
    // In order, in one worker, on that worker's host (./host-fixtures.ts); a failure does not
    // skip the tests after it, and each test has its own budget.
    test.describe.configure({ mode: 'default' })
    test.use({ ignoreHTTPSErrors: true })
    const hostTest = testOn(name)
    hostTest('every sitemap URL and every internal link answers 200 at once, and is its page’s canonical URL', async ({ get }) => {
      const routes = builtRoutes()
      expect(routes.length).toBeGreaterThan(90)
      const links = new Set<string>()
      for (const route of routes) {
        const answer = await get(route)
        expect(answer.status, route).toBe(200)
        expect(answer.headers['content-type'], route).toContain('text/html')
        expect(answer.text, route).toContain(`<link rel="canonical" href="${SITE_URL}${route}" />`)
        for (const match of answer.text.matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)/g)) links.add(match[1])
      }
      expect(links.size).toBeGreaterThan(90)
      for (const link of links) expect((await get(link)).status, link).toBe(200)
    })

    hostTest('the other spellings of a page redirect once (308) to its one URL, query kept', async ({ get }) => {
      for (const [from, to] of [
        ['/lyon/', '/lyon'],
        ['/lyon.html', '/lyon'],
        ['/services/', '/services'],
        ['/services/lavage-tapis/', '/services/lavage-tapis'],
        ['/index.html', '/'],
        ['/admin', '/admin/'],
        ['/lyon/?utm_source=x', '/lyon?utm_source=x'],
      ]) {
        const answer = await get(from)
        expect(answer.status, from).toBe(308)
        expect(answer.headers.location, from).toBe(to)
      }
    })

    hostTest('pages: every security header; the admin its own, and it loads at /admin/', async ({ get }) => {
      const page = await get('/lyon')
      const csp = String(page.headers['content-security-policy'])
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toMatch(/connect-src 'self' https:\/\/formsubmit\.co/)
      expect(csp).toMatch(/form-action https:\/\/formsubmit\.co https:\/\/[^ ;]+\/merci(;|$)/)
      expect(page.headers['strict-transport-security']).toContain('max-age=')
      expect(page.headers['x-content-type-options']).toBe('nosniff')
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(page.headers['permissions-policy']).toContain('camera=()')
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin')
      // Revalidated on every visit (nginx: no-cache; Cloudflare: max-age=0, must-revalidate).
      expect(String(page.headers['cache-control'])).toMatch(/no-cache|max-age=0, must-revalidate/)

      const admin = await get('/admin/')
      expect(admin.status).toBe(200)
      const script = /<script src="(assets\/admin\.[0-9a-f]{10}\.js)" type="module">/.exec(admin.text)?.[1]
      expect(script).toBeTruthy()
      // One policy only: the public one detached (Cloudflare's `! Name`, nginx's own location).
      expect(String(admin.headers['content-security-policy'])).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-eval';/)
      expect(String(admin.headers['content-security-policy'])).toContain('https://api.github.com')
      expect(admin.headers['x-robots-tag']).toBe('noindex, nofollow')
      expect(admin.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
      // The page is revalidated; its script, named by its hash, is kept a year.
      expect(String(admin.headers['cache-control'])).toMatch(/no-cache|max-age=0, must-revalidate/)
      const loaded = await get(`/admin/${script}`)
      expect(loaded.status).toBe(200)
      expect(loaded.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(String(loaded.headers['content-security-policy'])).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-eval';/)
      expect(String((await get('/admin/config.json')).headers['cache-control'])).toMatch(/no-cache|max-age=0, must-revalidate/)
      const missing = await get('/admin/assets/admin.0000000000.js')
      expect(missing.status).toBe(404)
      expect(String(missing.headers['cache-control'])).not.toContain('immutable')
    })

    hostTest('hashed assets are cached for a year; missing ones are the 404 page, not cached', async ({ get }) => {
      const html = (await get('/')).text
      const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
      expect(asset).toBeTruthy()
      const found = await get(asset!)
      expect(found.status).toBe(200)
      expect(found.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      for (const route of ['/assets/nope-abc123.js', '/img/nope-abc123-480.avif']) {
        const missing = await get(route)
        expect(missing.status, route).toBe(404)
        expect(String(missing.headers['cache-control']), route).not.toContain('immutable')
      }
    })

    hostTest('unknown paths answer 404 with the 404 page and the headers; only GET and HEAD are served', async ({ get }) => {
      for (const route of ['/nope', '/paris-9e', '/services/nope', '/nope.html', '/nope/', '/LYON']) {
        const answer = await get(route)
        expect(answer.status, route).toBe(404)
        expect(answer.text, route).toContain('Oops! Page not found')
        expect(String(answer.headers['content-security-policy']), route).toContain("default-src 'self'")
      }
      // Cloudflare Pages serves 404.html at /404 with 200 (any file is served at its name);
      // nginx and the preview keep the 404 status there. The page is noindex and linked nowhere.
      const notFound = await get('/404')
      expect(notFound.status).toBe(name === 'nginx' ? 404 : 200)
      expect(notFound.text).toContain('<meta name="robots" content="noindex"')
      for (const method of ['POST', 'PUT', 'DELETE']) expect((await get('/contact', {}, method)).status, method).toBe(405)
    })

    /** Every CSP violation the page reports, from its first script on. */
    async function cspViolations(page: Page): Promise<string[]> {
      const violations: string[] = []
      await page.exposeFunction('reportCsp', (text: string) => violations.push(text))
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { reportCsp: (t: string) => void }).reportCsp(`${event.violatedDirective} ${event.blockedURI}`),
        )
      })
      page.on('console', (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()))
      return violations
    }

    // The browser's visit in three tests, each with its own budget (one test did it all, and a
    // loaded machine ran out of time on the admin).
    hostTest('a browser uses every widget of / with zero CSP violation', async ({ host, page }) => {
      const violations = await cspViolations(page)
      await page.route('https://formsubmit.co/**', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":"true"}' }),
      )
      await page.clock.install({ time: new Date('2025-11-01T10:00:00+01:00') })

      await page.goto(`${host.base}/`)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      await page.clock.runFor(1100)
      await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click()
      await expect(page.getByRole('dialog')).toBeHidden()
      await page.getByRole('button', { name: 'Accepter tous les cookies' }).click()
      await page.getByRole('button', { name: 'Agrandir l’affiche' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
      await page.getByRole('button', { name: 'Afficher les services' }).click()
      await page.getByRole('button', { name: 'Planifier un Rappel' }).click()
      const form = page.locator('#contact-form')
      await form.getByLabel('Téléphone').fill('0612345678')
      await page.getByRole('button', { name: 'Ouvrir le calendrier' }).click()
      await page.getByRole('button', { name: '4 novembre 2025', exact: true }).click()
      await form.getByLabel('Heure de rappel').selectOption('10:00')
      await form.getByRole('button', { name: 'Être rappelé gratuitement' }).click()
      await expect(page.getByText('Message envoyé !')).toBeVisible()
      expect(violations).toEqual([])
    })

    hostTest('a browser loads every page type, hydrated, with zero CSP violation', async ({ host, page, consoleLog }) => {
      consoleLog.allow(/404/)
      const violations = await cspViolations(page)
      for (const route of [...PAGE_TYPES.filter((route) => route !== '/'), NOT_FOUND]) {
        await page.goto(`${host.base}${route}`)
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
        expect(page.url(), route).toBe(`${host.base}${route}`)
      }
      expect(violations).toEqual([])
    })

    hostTest('the admin without its slash is redirected and its script loads, with zero CSP violation', async ({ host, page }) => {
      const violations = await cspViolations(page)
      // It was a blank page once.
      await page.goto(`${host.base}/admin`)
      // Decap then adds its own route after a # (/admin/#/): the path is what the host answered.
      expect(page.url().replace(/#.*$/, '')).toBe(`${host.base}/admin/`)
      await expect(page.getByRole('button', { name: /GitHub/ })).toBeVisible()
      expect(violations).toEqual([])
    })

    if (name === 'nginx') {
      hostTest('port 80 sends every request to https; no version in the Server header', async ({ host, get }) => {
        const answer = await request(`${host.httpBase}/lyon?x=1`)
        expect(answer.status).toBe(301)
        expect(answer.headers.location).toBe('https://127.0.0.1/lyon?x=1')
        expect(answer.headers.server).toBe('nginx')
        expect((await get('/lyon')).headers.server).toBe('nginx')
        expect((await get('/nope')).text).not.toMatch(/nginx\/\d/)
      })

      hostTest("the build's Brotli and gzip copies are what nginx sends; ranges are honoured", async ({ get }) => {
        for (const [encoding, suffix, decode] of [
          ['br', '.br', zlib.brotliDecompressSync],
          ['gzip', '.gz', zlib.gunzipSync],
        ] as const) {
          // The admin's Decap bundle too (5 MB): compressed on the fly, it stalled nginx.
          const decap = fs.readdirSync('dist/client/admin/assets').find((name) => name.startsWith('decap-'))
          for (const [route, file] of [
            ['/', 'index.html'],
            ['/lyon', 'lyon.html'],
            [`/admin/assets/${decap}/decap-cms.js`, path.join('admin', 'assets', decap!, 'decap-cms.js')],
            ['/admin/', 'admin/index.html'],
          ]) {
            const answer = await get(route, { 'Accept-Encoding': encoding })
            expect(answer.headers['content-encoding'], `${route} ${encoding}`).toBe(encoding)
            const page = fs.readFileSync(path.join('dist/client', file))
            expect(decode(answer.body).equals(page), `${route} ${encoding}`).toBe(true)
            expect(fs.readFileSync(path.join('dist/client', file + suffix)).equals(answer.body)).toBe(true)
          }
        }
        const plain = await get('/lyon', { 'Accept-Encoding': 'identity' })
        expect(plain.headers['content-encoding']).toBeUndefined()
        expect(plain.text).toContain('<html lang="fr"')
        const range = await get('/robots.txt', { Range: 'bytes=0-9' })
        expect(range.status).toBe(206)
        expect(range.text).toBe('User-agent')
        expect((await get('/%ZZ')).status).toBe(400)
      })
    }
  })
}
