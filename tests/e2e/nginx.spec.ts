// Serves the built site with deploy/nginx.conf on a loopback port and checks what a real
// deployment answers: pages, cache headers, security headers, the 404 status, and that a
// browser loads every page type and uses every widget with zero CSP violation.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { expect, test } from './fixtures.js'

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate)) ?? 'nginx'
let server: ChildProcess | undefined
let base = ''
let dir = ''

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  const port = await freePort()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'))
  const dist = path.resolve('dist')
  const site = fs
    .readFileSync('deploy/nginx.conf', 'utf8')
    .replaceAll('/srv/tapis/dist', dist)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
  fs.writeFileSync(path.join(dir, 'site.conf'), site)
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    // As root, nginx's workers would drop to www-data, which cannot read a checkout under a
    // private temporary folder (CI clones into one): keep them as the current user.
    // Debian's modules (brotli_static) load from modules-enabled, as in its own nginx.conf.
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}include /etc/nginx/modules-enabled/*.conf;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n  access_log off;\n  client_body_temp_path ${dir};\n  proxy_temp_path ${dir};\n  fastcgi_temp_path ${dir};\n  uwsgi_temp_path ${dir};\n  scgi_temp_path ${dir};\n  include ${dir}/site.conf;\n}\n`,
  )
  const check = spawnSync(NGINX, ['-t', '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' })
  expect(check.status, check.stderr).toBe(0)
  server = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' })
  base = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(base)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error('nginx did not start')
})

test.afterAll(() => {
  server?.kill()
  fs.rmSync(dir, { recursive: true, force: true })
})

test('pages: 200, revalidated, gzip, every security header', async () => {
  const response = await fetch(`${base}/lyon`, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/html')
  expect(response.headers.get('content-encoding')).toBe('gzip')
  expect(response.headers.get('cache-control')).toBe('no-cache')
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("base-uri 'self'")
  expect(csp).toMatch(/connect-src 'self' https:\/\/formsubmit\.co/)
  // The form posts to the relay only (its redirect to /merci is allowed), never to the site.
  expect(csp).toMatch(/form-action https:\/\/formsubmit\.co https:\/\/[^ ;]+\/merci(;|$)/)
  expect(response.headers.get('strict-transport-security')).toContain('max-age=')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('permissions-policy')).toContain('camera=()')
  expect(await response.text()).toContain('<html lang="fr"')
})

test("the build's Brotli and gzip copies are what nginx sends", async () => {
  for (const [encoding, suffix, decode] of [
    ['br', '.br', zlib.brotliDecompressSync],
    ['gzip', '.gz', zlib.gunzipSync],
  ] as const) {
    for (const [route, file] of [
      ['/', 'index.html'],
      ['/lyon', 'lyon/index.html'],
    ]) {
      const response = await fetch(`${base}${route}`, { headers: { 'Accept-Encoding': encoding } })
      expect(response.headers.get('content-encoding'), `${route} ${encoding}`).toBe(encoding)
      // fetch decodes the body: compare it with the page, and the copy with the page.
      const page = fs.readFileSync(path.join('dist/client', file))
      expect(Buffer.from(await response.arrayBuffer()).equals(page), `${route} ${encoding}`).toBe(true)
      expect(decode(fs.readFileSync(path.join('dist/client', file + suffix))).equals(page)).toBe(true)
    }
  }
  const plain = await fetch(`${base}/lyon`, { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers.get('content-encoding')).toBeNull()
  expect(await plain.text()).toContain('<html lang="fr"')
})

test('the admin gets its own headers; the public pages keep theirs', async () => {
  const admin = await fetch(`${base}/admin/`)
  expect(admin.status).toBe(200)
  expect(await admin.text()).toContain('<script src="admin.js" type="module">')
  const csp = admin.headers.get('content-security-policy') ?? ''
  // One policy only (nginx's add_header in a location replaces the inherited ones).
  expect(csp).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-eval';/)
  expect(csp).toContain('https://api.github.com')
  expect(admin.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  expect(admin.headers.get('cache-control')).toBe('no-cache')
  expect(admin.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
  const bundle = await fetch(`${base}/admin/decap-cms.js`, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(bundle.headers.get('content-encoding')).toBe('gzip')
  const home = await fetch(`${base}/`)
  expect(home.headers.get('content-security-policy')).not.toMatch(/unsafe-eval|api\.github\.com/)
  expect(home.headers.get('cross-origin-opener-policy')).toBe('same-origin')
})

test('hashed assets are cached for a year', async () => {
  const html = await (await fetch(`${base}/`)).text()
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
  expect(asset).toBeTruthy()
  const response = await fetch(`${base}${asset}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
})

test('a missing hashed file answers 404 without the year-long cache', async () => {
  for (const route of ['/assets/nope-abc123.js', '/img/nope-abc123-480.avif']) {
    const response = await fetch(`${base}${route}`)
    expect(response.status, route).toBe(404)
    expect(response.headers.get('cache-control'), route).toBe('no-cache')
  }
  // As `npm run preview` answers it (scripts/serve.ts).
  expect((await fetch(`${base}/%ZZ`)).status).toBe(400)
})

test('unknown paths answer 404 with the 404 page and the headers', async () => {
  for (const route of ['/nope', '/paris-9e', '/services/nope', '/_headers', '/404', '/404.html']) {
    const response = await fetch(`${base}${route}`)
    expect(response.status, route).toBe(404)
    expect(await response.text()).toContain('Oops! Page not found')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
  }
})

test('a browser loads every page type and uses every widget with zero CSP violation', async ({ page, consoleLog }) => {
  consoleLog.allow(/404/)
  const violations: string[] = []
  await page.exposeFunction('reportCsp', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCsp: (t: string) => void }).reportCsp(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  page.on('console', (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()))
  await page.route('https://formsubmit.co/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":"true"}' }),
  )
  await page.clock.install({ time: new Date('2025-11-01T10:00:00') })

  await page.goto(`${base}/`)
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

  for (const route of [
    '/services',
    '/services/lavage-tapis',
    '/paris-8e',
    '/lyon',
    '/a-proximite',
    '/contact',
    '/mentions-legales',
    '/nope',
  ]) {
    await page.goto(`${base}${route}`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  }
  expect(violations).toEqual([])
})
